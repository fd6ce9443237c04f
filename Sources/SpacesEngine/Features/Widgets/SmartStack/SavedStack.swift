import Foundation
import SpacesKit

/// A Smart Stack as `layout.json` keeps it (an optional `stacks` list of version 3): its
/// widgets by their places in the file's `widgets` list, top to bottom, and its Edit Stack
/// switches. Files without `stacks` (older version 3 files) place every widget on its own.
package struct SavedStack: Codable, Equatable, Sendable {
  /// The stacked widgets: indices into the file's `widgets`, top to bottom.
  package var members: [Int]
  /// The index (into `members`) of the widget on show; `nil`: the first.
  package var shown: Int?
  /// Smart Rotate; `nil` (not written): on, iOS's default.
  package var smartRotate: Bool?
  /// Widget Suggestions; `nil` (not written): on, iOS's default.
  package var widgetSuggestions: Bool?

  package init(
    members: [Int], shown: Int? = nil, smartRotate: Bool? = nil, widgetSuggestions: Bool? = nil
  ) {
    self.members = members
    self.shown = shown
    self.smartRotate = smartRotate
    self.widgetSuggestions = widgetSuggestions
  }

  /// A placed stack's entry, its members by their index in the saved `widgets` order (members
  /// not in `order` are left out).
  package init(_ stack: SmartStack, order: [WidgetID: Int]) {
    members = stack.members.compactMap { order[$0] }
    shown = stack.shown == 0 ? nil : stack.shown
    smartRotate = stack.smartRotate ? nil : false
    widgetSuggestions = stack.widgetSuggestions ? nil : false
  }

  /// The stacks of placed widgets, their members by index in placement order (`nil`: none).
  package static func all(in widgets: WidgetsFeature.State) -> [SavedStack]? {
    guard !widgets.stacks.isEmpty else { return nil }
    var order: [WidgetID: Int] = [:]
    for (index, id) in widgets.instances.keys.enumerated() { order[id] = index }
    let stacks = widgets.stacks.map { SavedStack($0, order: order) }.filter {
      $0.members.count >= 2
    }
    return stacks.isEmpty ? nil : stacks
  }

  /// The stack to place, with its members' placed identifiers.
  package func stack(members ids: [WidgetID]) -> SmartStack {
    var stack = SmartStack(members: ids)
    stack.shown = min(max(0, shown ?? 0), max(0, ids.count - 1))
    stack.smartRotate = smartRotate ?? true
    stack.widgetSuggestions = widgetSuggestions ?? true
    stack.reason = stack.shown == 0 ? stack.reason : "as saved"
    return stack
  }
}
