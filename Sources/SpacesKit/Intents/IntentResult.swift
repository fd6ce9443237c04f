/// The result of performing an intent.
public protocol IntentResult: Sendable {}

/// A result that carries what the system shows: every result `.result(…)` builds.
protocol IntentResultContentCarrying: IntentResult {
  /// The result's dialog, returned value and snippet view.
  var content: IntentResultContent { get }
}

extension IntentResult {
  /// What the result carries, for the system to show.
  ///
  /// Nothing for a result of a type SpacesKit doesn't declare.
  var _content: IntentResultContent {
    (self as? any IntentResultContentCarrying)?.content ?? IntentResultContent()
  }
}

/// A result that has Siri speak or show a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that returns a value to the caller (Shortcuts, another intent).
public protocol ReturnsValue<Value>: IntentResult {
  /// The type of the value the intent returns.
  associatedtype Value
}

/// A result that opens something (an `OpenIntent`'s app or entity).
public protocol OpensIntent: IntentResult {}

/// What an intent's result carries.
package struct IntentResultContent: Sendable, Equatable {
  /// The dialog, if the intent provides one.
  package var dialog: IntentDialog?
  /// A description of the returned value, if any.
  package var valueDescription: String?
  /// The snippet view, resolved (`IntentBox.perform()` resolves it on the main actor).
  package var snippet: ViewNode?
  /// The snippet view as the intent returned it, not resolved yet.
  var pendingSnippet: PendingSnippet?
  /// The intent to run next, from `.result(opensIntent:)`: the system performs it after this one.
  package var opensIntent: IntentBox?
  /// The intent as the system performed it, with the values it asked for (what a
  /// `PredictableIntent`'s predictions describe).
  package var performedIntent: IntentBox?

  /// Creates result content with an optional dialog, value description and resolved snippet.
  package init(
    dialog: IntentDialog? = nil, valueDescription: String? = nil, snippet: ViewNode? = nil
  ) {
    self.dialog = dialog
    self.valueDescription = valueDescription
    self.snippet = snippet
  }

  init<Content: View>(dialog: IntentDialog?, valueDescription: String?, view: Content?) {
    self.init(dialog: dialog, valueDescription: valueDescription)
    if let view { pendingSnippet = PendingSnippet(view) }
  }

  /// Resolves the snippet view, if there is one still to resolve.
  mutating func resolveSnippet() async {
    guard let pending = pendingSnippet else { return }
    pendingSnippet = nil
    snippet = await pending.resolve()
  }

  /// Contents are equal when they show the same (a snippet not yet resolved counts as none).
  package static func == (lhs: IntentResultContent, rhs: IntentResultContent) -> Bool {
    lhs.dialog == rhs.dialog && lhs.valueDescription == rhs.valueDescription
      && lhs.snippet == rhs.snippet && lhs.opensIntent == rhs.opensIntent
  }
}

/// A snippet view an intent returned, kept unresolved until the system resolves it on the main
/// actor. `@unchecked Sendable`: the view is created by `perform()` and touched again only by
/// `resolve()`, once, on the main actor.
struct PendingSnippet: @unchecked Sendable {
  private let resolver: @MainActor () -> ViewNode

  init<Content: View>(_ view: Content) {
    let box = ViewBox(view: view)
    resolver = { resolveViewNode(box.view) }
  }

  /// Carries the view to the main actor (see the type's note).
  private final class ViewBox<Content: View>: @unchecked Sendable {
    let view: Content
    init(view: Content) { self.view = view }
  }

  @MainActor func resolve() -> ViewNode { resolver() }
}

/// The concrete result built by `.result(…)` without a value.
public struct IntentResultContainer: IntentResultContentCarrying, ProvidesDialog, ShowsSnippetView {
  /// What the result shows: its dialog and snippet view, if any.
  let content: IntentResultContent
}

extension IntentResult where Self == IntentResultContainer {
  /// A result with nothing to show.
  public static func result() -> Self { IntentResultContainer(content: IntentResultContent()) }

  /// A result whose dialog Siri speaks or shows.
  public static func result(dialog: IntentDialog) -> Self {
    IntentResultContainer(content: IntentResultContent(dialog: dialog))
  }

  /// A result that shows a snippet view.
  public static func result<Content: View>(view: Content) -> Self {
    IntentResultContainer(
      content: IntentResultContent(dialog: nil, valueDescription: nil, view: view))
  }

  /// A result with a dialog and a snippet view.
  public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self {
    IntentResultContainer(
      content: IntentResultContent(dialog: dialog, valueDescription: nil, view: view))
  }
}

/// A result that returns a value, built by `.result(value:…)`.
public struct IntentValueResult<Value: Sendable>: ReturnsValue, IntentResultContentCarrying,
  ProvidesDialog, ShowsSnippetView
{
  /// The value the intent returns, for the next action in a shortcut.
  public let value: Value
  /// What the result shows beside its value: its dialog and snippet view, if any.
  let content: IntentResultContent
}

extension IntentResult {
  /// A result that returns a value.
  public static func result<V: Sendable>(value: V) -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(value: value, content: IntentResultContent(valueDescription: "\(value)"))
  }

  /// A result that returns a value and has a dialog.
  public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(
      value: value, content: IntentResultContent(dialog: dialog, valueDescription: "\(value)"))
  }

  /// A result that returns a value and shows a snippet view.
  public static func result<V: Sendable, Content: View>(value: V, view: Content)
    -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(
      value: value,
      content: IntentResultContent(dialog: nil, valueDescription: "\(value)", view: view))
  }

  /// A result that returns a value, has a dialog and shows a snippet view.
  public static func result<V: Sendable, Content: View>(
    value: V, dialog: IntentDialog, view: Content
  ) -> IntentValueResult<V>
  where Self == IntentValueResult<V> {
    IntentValueResult(
      value: value,
      content: IntentResultContent(dialog: dialog, valueDescription: "\(value)", view: view))
  }
}
