import SpacesEngine
import SpacesKit

extension InspectorView {
  /// The focused item's accessibility as the inspector shows it: a control's label, value and
  /// hint; a widget's focused button or toggle (else its first element) and how many elements
  /// VoiceOver reads (`A` lists them).
  func accessibilityLines(state: DashboardState) -> [String] {
    switch state.space {
    case .controlCenter, .lockScreen, .actionButton:
      guard let element = FocusedAccessibility.read(state, painter: painter)?.elements.first
      else { return [] }
      return Self.describe(element)
    case .homeScreen:
      guard let widget = state.widgets.focused else { return [] }
      let all = FocusedAccessibility.elements(of: widget.displayedView.node, painter: painter)
      let interactive = widget.displayedView.node.interactiveElements
      let focused =
        interactive.isEmpty
        ? nil : interactive[min(state.widgets.elementFocus, interactive.count - 1)]
      let element =
        focused.flatMap { FocusedAccessibility.elements(of: $0, painter: painter).first }
        ?? all.first
      guard let element else { return ["accessibility: nothing to read"] }
      return Self.describe(element) + ["VoiceOver reads \(all.count) elements (A)"]
    case .controlLab, .shortcuts:
      return []
    }
  }

  /// "accessibility label Work", "value Running", "hint …": the parts an element has.
  static func describe(_ element: AccessibilityElement) -> [String] {
    var lines = ["accessibility label \(element.label)"]
    if let value = element.value, !value.isEmpty { lines.append("  value \(value)") }
    if let hint = element.hint, !hint.isEmpty { lines.append("  hint \(hint)") }
    return lines
  }
}
