// Placeholder until the shell's pages land (issue 2).
export default function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
