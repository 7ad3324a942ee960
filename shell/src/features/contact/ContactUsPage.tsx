// Placeholder until the shell's pages land (issue 2).
export default function ContactUsPage() {
  return <h1>ContactUsPage</h1>;
}
