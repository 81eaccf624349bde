export const faqs = [
  [
    'faq-first-time',
    'studio',
    'I have never recorded a podcast. Can you help?',
    'Yes. Most of our clients start with a free 30-minute strategy session. An engineer runs every recording, so you only need to bring your ideas and your guests.',
  ],
  [
    'faq-what-included',
    'booking',
    'What is included in a studio booking?',
    'Every booking includes the room, the microphones and headphones, an engineer at the desk and the raw multitrack files on the same day. Editing, video and clips can be added.',
  ],
  [
    'faq-how-long',
    'booking',
    'How long can I book a studio for?',
    'Sessions start at one hour and run up to eight hours (ten in the Flexible Production Space). Book at least 24 hours ahead and up to 90 days in advance.',
  ],
  [
    'faq-cancel',
    'booking',
    'Can I cancel or move my booking?',
    'Yes. You can cancel or reschedule from your account. Changes made more than 24 hours before the session are free of charge.',
  ],
  [
    'faq-video',
    'studio',
    'Can I record video as well as audio?',
    'Yes. Every studio can record multi-camera 4K video, framed for landscape and vertical clips.',
  ],
  [
    'faq-turnaround',
    'production',
    'How quickly do I get my edited episode?',
    'Edited and mastered episodes are usually delivered within five working days. Rush delivery in 48 hours is available.',
  ],
  [
    'faq-remote-guests',
    'production',
    'Can guests join remotely?',
    'Yes. Remote guests join through a browser link and are recorded on their own track in studio quality.',
  ],
  [
    'faq-distribution',
    'production',
    'Will you publish my podcast for me?',
    'We can set up your hosting and feed, list your show on the major platforms and publish each episode on schedule.',
  ],
].map(([_id, category, question, answer], index) => ({
  _id,
  _type: 'faq',
  category,
  question,
  answer,
  order: index + 1,
}));
