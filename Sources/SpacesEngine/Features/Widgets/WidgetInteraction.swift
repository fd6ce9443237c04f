import Foundation
import SpacesKit

/// What a widget shows while its own Button or Toggle intent runs: toggles flipped at once
/// (the system pre-renders both states), `.invalidatableContent()` views pending, until the
/// timeline reloaded after `perform()` lands.
package struct WidgetInteraction: Equatable, Sendable {
  /// The state each pressed toggle shows, by element index, until the new entry lands.
  package var optimisticToggles: [Int: Bool] = [:]
  /// Whether `.invalidatableContent()` views show pending (from a press until the new entry).
  package var isPending = false
  /// How many of the widget's intents are still performing.
  package var performing = 0
  /// The load started after the last `perform()` returned; its entry ends the interaction.
  package var reloadGeneration: Int?

  package init() {}

  /// Whether nothing is pending: the widget shows its entry as it is.
  package var isIdle: Bool { !isPending && performing == 0 && optimisticToggles.isEmpty }
}

extension WidgetInstance {
  /// The view on screen as the interaction changes it: pressed toggles in their new state and
  /// `.invalidatableContent()` views dimmed while the new entry is pending.
  package var displayedView: (node: ViewNode, isPlaceholder: Bool) {
    let shown = view
    guard !interaction.isIdle, !shown.isPlaceholder else { return shown }
    var counter = 0
    return (
      shown.node.applying(
        interaction.optimisticToggles, pending: interaction.isPending, counter: &counter),
      false
    )
  }

  /// The interactive elements of the entry on screen (none while the placeholder shows).
  package var interactiveElements: [ViewNode] {
    let shown = view
    return shown.isPlaceholder ? [] : shown.node.interactiveElements
  }
}

extension ViewNode {
  /// The opacity a pending `.invalidatableContent()` view is drawn with (a terminal dims it;
  /// iOS shows a shimmer).
  package static let pendingOpacity = 0.5

  /// This tree with toggles flipped and invalidatable views pending; `counter` numbers the
  /// interactive elements in `forEachNode` order.
  func applying(_ toggles: [Int: Bool], pending: Bool, counter: inout Int) -> ViewNode {
    switch self {
    case .button(let intent, let label):
      counter += 1
      return .button(
        intent: intent, label: label.applying(toggles, pending: pending, counter: &counter))
    case .toggle(let isOn, let intent, let label):
      let index = counter
      counter += 1
      return .toggle(
        isOn: toggles[index] ?? isOn, intent: intent,
        label: label.applying(toggles, pending: pending, counter: &counter))
    case .label(let title, let icon):
      let newIcon = icon.applying(toggles, pending: pending, counter: &counter)
      return .label(
        title: title.applying(toggles, pending: pending, counter: &counter), icon: newIcon)
    case .stack(let axis, let alignment, let spacing, let children):
      return .stack(
        axis, alignment: alignment, spacing: spacing,
        children: children.map { $0.applying(toggles, pending: pending, counter: &counter) })
    case .zStack(let alignment, let children):
      return .zStack(
        alignment: alignment,
        children: children.map { $0.applying(toggles, pending: pending, counter: &counter) })
    case .group(let children):
      return .group(children.map { $0.applying(toggles, pending: pending, counter: &counter) })
    case .modified(let content, let modifier):
      // A `Link` is an interactive element too: it takes its number before its label's.
      if case .link = modifier { counter += 1 }
      let inner = content.applying(toggles, pending: pending, counter: &counter)
      let layerModifier: ViewModifierValue
      switch modifier {
      case .overlay(let layer, let alignment):
        layerModifier = .overlay(
          layer.applying(toggles, pending: pending, counter: &counter), alignment: alignment)
      case .background(let layer, let alignment):
        layerModifier = .background(
          layer.applying(toggles, pending: pending, counter: &counter), alignment: alignment)
      case .containerBackground(let layer):
        layerModifier = .containerBackground(
          layer.applying(toggles, pending: pending, counter: &counter))
      default:
        layerModifier = modifier
      }
      let result = ViewNode.modified(inner, layerModifier)
      if pending, case .invalidatableContent(true) = modifier {
        return .modified(result, .opacity(Self.pendingOpacity))
      }
      return result
    default:
      return self
    }
  }
}
