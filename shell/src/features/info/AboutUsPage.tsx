// Placeholder until the shell's pages land (issue 2).
export default function AboutUsPage() {
  return <h1>AboutUsPage</h1>;
}
