import Foundation

// Apple's result container conforms to every result protocol whatever it carries, so
// `.result()` and `.result(value:)` satisfy `some IntentResult & OpensIntent` (and any mix with
// `ProvidesDialog`, `ShowsSnippetView`, `ReturnsValue<T>`) as they do on iOS.
extension IntentResultContainer: OpensIntent {}

extension IntentValueResult: OpensIntent {}

extension IntentResult where Self == IntentResultContainer {
  /// A result that has the system perform another intent next (an `OpenIntent` opens the app).
  public static func result(opensIntent: some AppIntent) -> Self {
    var content = IntentResultContent()
    content.opensIntent = IntentBox(opensIntent)
    return IntentResultContainer(content: content)
  }

  /// A result with a dialog that has the system perform another intent next.
  public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> Self {
    var content = IntentResultContent(dialog: dialog)
    content.opensIntent = IntentBox(opensIntent)
    return IntentResultContainer(content: content)
  }
}

extension IntentResult {
  /// A result that returns a value and has the system perform another intent next.
  public static func result<V: Sendable>(value: V, opensIntent: some AppIntent)
    -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    var content = IntentResultContent(valueDescription: "\(value)")
    content.opensIntent = IntentBox(opensIntent)
    return IntentValueResult(value: value, content: content)
  }
}
