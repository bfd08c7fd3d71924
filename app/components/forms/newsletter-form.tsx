// Placeholder: the contact issue replaces this with a delivered newsletter subscription.
export function NewsletterForm() {
  return (
    <form>
      <label htmlFor="newsletter-email">Email address</label>
      <input id="newsletter-email" name="email" type="email" required />
      <button type="submit">Subscribe</button>
      <p>No spam, unsubscribe at any time</p>
    </form>
  );
}
