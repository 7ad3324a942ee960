// Placeholder until the shell's pages land (issue 2).
export default function SignupPage() {
  return <h1>SignupPage</h1>;
}
