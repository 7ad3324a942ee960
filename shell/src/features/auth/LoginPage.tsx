// Placeholder until the shell's pages land (issue 2).
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
