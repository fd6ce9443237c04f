/// A control that toggles between on and off by performing an app intent, as SwiftUI's
/// `Toggle(isOn:intent:label:)` (the only kind of toggle an interactive widget supports).
///
/// `isOn` is the state the entry shows; pressing flips the toggle's look at once (the system
/// pre-renders both states), runs the intent (a `SetValueIntent` gets the new state as its
/// `value`), then reloads the widget's timeline.
public struct Toggle<Label: View>: _PrimitiveView {
  let isOn: Bool
  let intent: IntentBox
  let label: Label

  /// Creates a toggle performing an `AppIntent`.
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.intent = IntentBox(intent)
    self.label = label()
  }

  /// Resolves to a toggle node: its state, its intent and its label resolved here.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var node = resolveViewNode(label, environment: environment)
    if environment.toggleStyleKind == .button {
      node = .modified(node, .controlStyle(.toggle(.button)))
    }
    return .toggle(isOn: isOn, intent: intent, label: node)
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle performing an `AppIntent` and generates its label from a localized
  /// string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }

  /// Creates a toggle that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}
