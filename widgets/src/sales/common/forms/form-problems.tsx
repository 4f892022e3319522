/** The server's messages that no control shows (about the whole record), listed above a form. */
export const FormProblems = ({ messages }: { messages: readonly string[] }) =>
  messages.length > 0 ? (
    <div className="bo-alert" role="alert">
      <ul className="bo-form-problems">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  ) : null;
