import Foundation
import SpacesKit

/// StandBy's drawing of the widgets it shows: iOS removes a widget's container background there,
/// and the widget's views see it (`showsWidgetContainerBackground` is `false`), so each entry is
/// drawn again in StandBy's environment — lazily, when StandBy shows the widget, as it costs app
/// code a view per entry.
extension WidgetsFeature {
  /// Asks for a widget's entries drawn for StandBy, unless they are drawn already.
  static func drawForStandBy(_ id: WidgetID, state: State, context: inout ReduceContext) {
    guard let widget = state.instances[id], widget.standByViews == nil else { return }
    requestStandByDrawing(widget, context: &context)
  }

  /// After a new timeline: its entries drawn for StandBy too, while StandBy shows the widget.
  static func redrawForStandBy(_ id: WidgetID, state: State, context: inout ReduceContext) {
    // StandBy first: most timelines land while it doesn't show, and then no widget is read.
    guard context.dashboard.homeScreenApps.standBy != nil, let widget = state.instances[id],
      widget.family == .systemSmall
    else { return }
    requestStandByDrawing(widget, context: &context)
  }

  private static func requestStandByDrawing(
    _ widget: WidgetInstance, context: inout ReduceContext
  ) {
    guard widget.family == .systemSmall, widget.entries.contains(where: { $0.value != nil })
    else { return }
    context.run(.widgets(.drawForStandBy(widget.id, generation: widget.reload.generation)))
  }

  /// Keeps a widget's entries as StandBy drew them, if they are still the entries of that load
  /// (an entry it couldn't draw again shows its Home Screen view without its background).
  static func drawnForStandBy(
    _ id: WidgetID, generation: Int, _ views: [ViewNode?], state: inout State
  ) {
    state.modify(id) { widget in
      guard widget.reload.generation == generation, views.count == widget.entries.count else {
        return
      }
      widget.standByViews = zip(views, widget.entries).map {
        $0 ?? $1.view.removingContainerBackgrounds
      }
    }
  }
}

extension WidgetInstance {
  /// The view StandBy shows and whether it is the placeholder: the entry as StandBy drew it,
  /// else (until it is drawn) the entry's Home Screen view with its container background
  /// removed.
  package var standByDisplayedView: (node: ViewNode, isPlaceholder: Bool) {
    if let drawn = standByEntryView { return (drawn, false) }
    let shown = view
    return (shown.node.removingContainerBackgrounds, shown.isPlaceholder)
  }
}
