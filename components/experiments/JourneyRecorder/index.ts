export { JourneyRecorder } from './JourneyRecorder';
