export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, prerendered, with the framework scripts only.</p>
    </main>
  );
}
