import SpacesEngine
import SpacesKit

/// What VoiceOver reads for the focused item of the current space: the focused widget or app
/// icon on the Home Screen, the focused control or slider in Control Center, the Lock Screen's focused
/// slot or the Action button's control. A pure function of the state and the resolved view
/// trees.
package struct FocusedAccessibility: Equatable, Sendable {
  /// What is read ("Work · control", "CoffeeCups · systemSmall").
  package var title: String
  /// Its elements in reading order.
  package var elements: [AccessibilityElement]

  /// The focused item's elements, or `nil` when the space has nothing focused.
  package static func read(_ state: DashboardState, painter: Painter) -> FocusedAccessibility? {
    switch state.space {
    case .homeScreen:
      if case .app(let index) = HomeScreenGrid.focusedItem(in: state) {
        // An app's icon, as iOS reads it: its name, a button, "Double tap to open."
        let name = state.homeScreenApps.apps[index].name
        return FocusedAccessibility(
          title: "\(name) \(painter.dot) app",
          elements: [
            AccessibilityElement(label: name, hint: "Double tap to open.", traits: .isButton)
          ])
      }
      guard let widget = state.widgets.focused else { return nil }
      return FocusedAccessibility(
        title: "\(widget.kind.shortKind) \(painter.dot) \(widget.family)",
        elements: elements(of: widget.displayedView.node, painter: painter))
    case .controlCenter where state.focusedSlider != nil:
      // A slider, as iOS reads an adjustable element: its name, its level, how to adjust it.
      let slider = state.focusedSlider!
      return FocusedAccessibility(
        title: "\(slider.title) \(painter.dot) slider",
        elements: [
          AccessibilityElement(
            label: slider.title, value: SystemSlider.percent(state.sliders.level(slider)),
            hint: "Press left or right to adjust the value.")
        ])
    case .controlCenter, .lockScreen, .actionButton:
      guard let id = state.spaceControl, let control = state.controls[id] else { return nil }
      let presented = painter.presented(control, state: state)
      return FocusedAccessibility(
        title: "\(presented.displayed.title) \(painter.dot) control",
        elements: [controlElement(presented, painter: painter)])
    case .controlLab, .shortcuts:
      return nil
    }
  }

  /// A view tree's elements, live text read as it shows now.
  package static func elements(of node: ViewNode, painter: Painter) -> [AccessibilityElement] {
    node.accessibilityElements { TextFormatter.string($0, context: painter.context) }
  }

  /// A control as VoiceOver reads it in Control Center: its title, its value (a toggle's state
  /// or value label), a toggle or a button; its label view's `accessibilityLabel`,
  /// `accessibilityValue` and `accessibilityHint` take their places.
  package static func controlElement(_ control: ControlInstance, painter: Painter)
    -> AccessibilityElement
  {
    let displayed = control.displayed
    let label = painter.currentLabel(control)
    func attribute(_ extract: (AccessibilityAttribute) -> String?) -> String? {
      label.view.firstModifier { modifier in
        if case .accessibility(let attribute) = modifier { extract(attribute) } else { nil }
      }
    }
    let value =
      control.isPerforming && displayed.activeLabel != nil
      ? (label.valueText ?? displayed.valueText) : displayed.valueText
    return AccessibilityElement(
      label: attribute { if case .label(let text) = $0 { text } else { nil } } ?? displayed.title,
      value: attribute { if case .value(let text) = $0 { text } else { nil } } ?? value,
      hint: attribute { if case .hint(let text) = $0 { text } else { nil } },
      traits: displayed.isToggle ? .isToggle : .isButton)
  }
}
