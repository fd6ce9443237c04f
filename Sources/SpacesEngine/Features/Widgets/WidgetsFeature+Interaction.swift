import Foundation
import SpacesKit

/// Interactive widgets (iOS 17): pressing a widget's `Button(intent:)` or
/// `Toggle(isOn:intent:)` runs the intent's `perform()`; a toggle flips its look at once; when
/// `perform()` returns the widget reloads — guaranteed and free of the budget — and
/// `.invalidatableContent()` views show pending until that reload's entry lands. A `Link`, or
/// the widget itself with a `widgetURL` and nothing to press, opens its app with the URL; a
/// widget with nothing to press and no `widgetURL` opens its app as iOS launches it.
extension WidgetsFeature {
  /// Tab on the Home Screen: through the focused widget's elements, then on to the next widget.
  static func cycleFocus(by step: Int, state: inout State) {
    let count = state.focused?.interactiveElements.count ?? 0
    let next = min(state.elementFocus, max(0, count - 1)) + step
    if count > 1, next >= 0, next < count {
      state.elementFocus = next
      return
    }
    let widgets = state.homeScreen
    guard !widgets.isEmpty else { return }
    state.focus =
      ((min(state.focus, widgets.count - 1) + step) % widgets.count + widgets.count)
      % widgets.count
    // Backwards lands on the previous widget's last element.
    let landed = state.focused?.interactiveElements.count ?? 0
    state.elementFocus = step < 0 ? max(0, landed - 1) : 0
  }

  /// A press of a widget's element: the toggle flips, invalidatable views go pending, and the
  /// intent starts (a toggle's `SetValueIntent` gets the new state as its `value`).
  static func press(
    _ id: WidgetID, element index: Int, state: inout State, context: inout ReduceContext
  ) {
    guard let widget = state.instances[id] else { return }
    let elements = widget.interactiveElements
    guard !elements.isEmpty else {
      // Tapping the widget itself opens its app with its `widgetURL`.
      if !widget.view.isPlaceholder, let url = widget.view.node.widgetURL {
        return openURL(url, of: widget, via: "widgetURL", context: &context)
      }
      // Nothing to press and no URL: iOS launches the widget's app.
      let reason =
        widget.view.isPlaceholder
        ? "nothing to press (it shows its placeholder): opens its app"
        : "no Button(intent:), Toggle(isOn:intent:), Link or widgetURL: opens its app"
      context.log(.widgets(.notInteractive(widget.name, reason)))
      return context.run(.widgets(.openApp(kind: widget.kind)))
    }
    let index = min(max(0, index), elements.count - 1)
    let intent: IntentBox
    var toggledTo: Bool?
    switch elements[index] {
    case .toggle(let isOn, let action, _):
      let newValue = !(widget.interaction.optimisticToggles[index] ?? isOn)
      toggledTo = newValue
      intent = action.setsValue ? action.settingValue(newValue) : action
    case .button(let action, _):
      intent = action
    case .modified(_, .link(let url)):
      return openURL(url, of: widget, via: "Link", context: &context)
    default:
      return
    }
    state.modify(id) { widget in
      if let toggledTo { widget.interaction.optimisticToggles[index] = toggledTo }
      widget.interaction.isPending = true
      widget.interaction.performing += 1
      widget.interaction.reloadGeneration = nil
    }
    context.log(.widgets(.pressed(widget.name, title: intent.title, toggledTo: toggledTo)))
    context.send(.runs(.start(intent, origin: .widget(id))))
  }

  /// A widget opens its app with a URL: the engine opens the app that declares the kind.
  static func openURL(
    _ url: URL, of widget: WidgetInstance, via: String, context: inout ReduceContext
  ) {
    context.log(.widgets(.openedURL(widget.name, url: url.absoluteString, via: via)))
    context.run(.widgets(.openURL(url, kind: widget.kind)))
  }

  /// `perform()` returned or threw: a failed toggle shows its old state again (logged); either
  /// way the widget reloads at once, exempt from the budget.
  static func interactionEnded(
    _ id: WidgetID, outcome: IntentOutcome, state: inout State, context: inout ReduceContext
  ) {
    guard state.instances[id] != nil else { return }
    state.modify(id) { widget in
      widget.interaction.performing = max(0, widget.interaction.performing - 1)
      if case .failure(let message) = outcome {
        widget.interaction.optimisticToggles.removeAll()
        context.log(.widgets(.interactionFailed(widget.name, message: message)))
        context.toast("The widget's action failed: \(message)", .error)
      }
    }
    request(id, cause: .interaction, state: &state, context: &context)
  }

  /// A load ended: when it is the reload after the last `perform()` (and none still runs), the
  /// new entry replaces the optimistic look and the pending views.
  static func endInteraction(_ widget: inout WidgetInstance, generation: Int) {
    guard let reload = widget.interaction.reloadGeneration, generation >= reload,
      widget.interaction.performing == 0
    else { return }
    widget.interaction = WidgetInteraction()
  }
}
