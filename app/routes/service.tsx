// Placeholder route module: replaced by the issue that builds this screen.
export default function Placeholder() {
  return <h1>Service</h1>;
}
