import Foundation
import SpacesKit

/// Smart Stacks in the widget gallery and in edit mode: a stack added from the gallery takes
/// one slot after the focused widget, and `<` `>` move a Home Screen slot — a stack with all its
/// widgets — past its neighbour.
extension WidgetGalleryFeature {
  /// Puts the newest stack's slot after a widget (first when `nil`), focuses it and saves.
  static func addedStack(
    after: WidgetID?, dashboard: DashboardState, context: inout ReduceContext
  ) {
    guard let members = dashboard.widgets.stacks.last?.members, !members.isEmpty else { return }
    var order = Array(dashboard.widgets.instances.keys.filter { !members.contains($0) })
    let index = after.flatMap { order.firstIndex(of: $0).map { $0 + 1 } } ?? 0
    order.insert(contentsOf: members, at: min(index, order.count))
    context.send(.widgets(.reorder(order)))
    let shown = dashboard.widgets.stacks.last?.shownWidget ?? members[0]
    focus(shown, slots: slots(order, in: dashboard), context: &context)
    context.send(.layout(.save))
  }

  /// Moves the Home Screen slot holding a widget (a stack moves whole) one slot earlier or
  /// later; the Lock Screen's widgets keep their order.
  static func moveSlot(
    of id: WidgetID, by step: Int, dashboard: DashboardState, context: inout ReduceContext
  ) {
    var slots = dashboard.widgets.homeSlots
    guard let position = slots.firstIndex(where: { $0.contains(id) }),
      slots.indices.contains(position + step)
    else { return }
    slots.swapAt(position, position + step)
    let lock = dashboard.widgets.instances.keys.filter {
      dashboard.widgets.instances[$0]?.family.isSystem == false
    }
    let order = slots.flatMap { $0 } + lock
    context.send(.widgets(.reorder(order)))
    focus(id, slots: slots, context: &context)
    context.send(.layout(.save))
  }

  /// The Home Screen's slots of an order: stacks' members together where the first of them is.
  static func slots(_ order: [WidgetID], in dashboard: DashboardState) -> [[WidgetID]] {
    var slots: [[WidgetID]] = []
    var placed: Set<Int> = []
    let widgets = dashboard.widgets
    for id in order where widgets.instances[id]?.family.isSystem ?? false {
      if let index = widgets.stackIndex(containing: id) {
        if placed.insert(index).inserted { slots.append(widgets.stacks[index].members) }
      } else {
        slots.append([id])
      }
    }
    return slots
  }

  /// Focuses the Home Screen slot that holds a widget.
  private static func focus(_ id: WidgetID, slots: [[WidgetID]], context: inout ReduceContext) {
    guard let index = slots.firstIndex(where: { $0.contains(id) }) else { return }
    context.send(.widgets(.focus(index, element: 0)))
  }
}
