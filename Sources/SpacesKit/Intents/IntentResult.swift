/// The result of performing an intent.
public protocol IntentResult: Sendable {
  /// What the result carries, for the system to show.
  var _content: IntentResultContent { get }
}

/// A result that has Siri speak or show a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that returns a value to the caller (Shortcuts, another intent).
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}

/// What an intent's result carries.
public struct IntentResultContent: Sendable, Equatable {
  /// The dialog, if the intent provides one.
  public var dialog: IntentDialog?
  /// A description of the returned value, if any.
  public var valueDescription: String?

  public init(dialog: IntentDialog? = nil, valueDescription: String? = nil) {
    self.dialog = dialog
    self.valueDescription = valueDescription
  }
}

/// The concrete result built by `.result(…)`.
public struct IntentResultContainer: IntentResult, ProvidesDialog, ShowsSnippetView {
  public let _content: IntentResultContent
}

extension IntentResult where Self == IntentResultContainer {
  /// A result with nothing to show.
  public static func result() -> Self { IntentResultContainer(_content: IntentResultContent()) }

  /// A result whose dialog Siri speaks or shows.
  public static func result(dialog: IntentDialog) -> Self {
    IntentResultContainer(_content: IntentResultContent(dialog: dialog))
  }
}

/// A result that returns a value, built by `.result(value:)`.
public struct IntentValueResult<Value: Sendable>: ReturnsValue, ProvidesDialog {
  public let value: Value
  public let _content: IntentResultContent
}

extension IntentResult {
  /// A result that returns a value.
  public static func result<V: Sendable>(value: V) -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(value: value, _content: IntentResultContent(valueDescription: "\(value)"))
  }

  /// A result that returns a value and has a dialog.
  public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(
      value: value, _content: IntentResultContent(dialog: dialog, valueDescription: "\(value)"))
  }
}
