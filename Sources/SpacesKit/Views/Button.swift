/// A control that performs an app intent when pressed, as SwiftUI's `Button` with an
/// `AppIntent` (the only kind of button an interactive widget supports).
///
/// In a widget the button's intent runs in the widget's extension; when `perform()` returns,
/// the widget's timeline reloads (guaranteed, not counted against the budget).
public struct Button<Label: View>: _PrimitiveView {
  let intent: IntentBox
  let role: ButtonRole?
  let label: Label

  /// Creates a button that performs an `AppIntent`.
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
    self.intent = IntentBox(intent)
    self.role = nil
    self.label = label()
  }

  /// Creates a button with a specified role that performs an `AppIntent`.
  public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.intent = IntentBox(intent)
    self.role = role
    self.label = label()
  }

  /// Resolves to a button node: its intent and its label resolved here.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var node = resolveViewNode(label, environment: environment)
    let style = environment.buttonStyleKind
    if style == .plain || style == .borderless {
      node = .modified(node, .controlStyle(.button(style)))
    }
    return .button(intent: intent, label: node)
  }
}

extension Button where Label == Text {
  /// Creates a button that performs an `AppIntent` and generates its label from a localized
  /// string key.
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    self.init(intent: intent) { Text(titleKey) }
  }

  /// Creates a button that performs an `AppIntent` and generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
    self.init(intent: intent) { Text(title) }
  }

  /// Creates a button with a specified role that performs an `AppIntent` and generates its
  /// label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
    self.init(role: role, intent: intent) { Text(titleKey) }
  }

  /// Creates a button with a specified role that performs an `AppIntent` and generates its
  /// label from a string.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
    self.init(role: role, intent: intent) { Text(title) }
  }
}

/// A value that describes the purpose of a button (SwiftUI's `ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// A role that indicates a destructive action.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}
