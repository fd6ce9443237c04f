import Foundation
import SpacesKit

/// StandBy's drawing of the widgets it shows: iOS removes a widget's container background there,
/// and the widget's views see it (`showsWidgetContainerBackground` is `false`), so each entry is
/// drawn again in StandBy's environment — lazily, when StandBy shows the widget, as it costs app
/// code a view per entry. The drawings sit in their own table (`State.standByDrawings`), so a
/// widget StandBy never showed carries nothing of StandBy's.
extension WidgetsFeature {
  /// Asks for a widget's entries drawn for StandBy, unless they are drawn already.
  static func drawForStandBy(_ id: WidgetID, state: State, context: inout ReduceContext) {
    guard state.standByDrawings[id]?.views == nil, let widget = state.instances[id] else {
      return
    }
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
    guard let widget = state.instances[id], widget.reload.generation == generation,
      views.count == widget.entries.count
    else { return }
    state.standByDrawings[id, default: StandByDrawing()].views = zip(views, widget.entries).map {
      $0 ?? $1.view.removingContainerBackgrounds
    }
  }
}

extension WidgetsFeature.State {
  /// The entry a widget shows as StandBy drew it, once drawn (`nil` before, and for a widget
  /// StandBy never drew: then no widget is read).
  func standByEntryView(_ id: WidgetID) -> ViewNode? {
    guard !standByDrawings.isEmpty, let views = standByDrawings[id]?.views,
      let current = instances[id]?.current, views.indices.contains(current)
    else { return nil }
    return views[current]
  }

  /// The widget's view changed (a transition was recorded): StandBy's view before the change
  /// goes with it (`nil`: StandBy hadn't drawn the entry).
  mutating func recordStandByTransition(_ id: WidgetID, from previous: ViewNode?) {
    guard !standByDrawings.isEmpty, var drawing = standByDrawings[id] else { return }
    drawing.transitionFrom = previous
    standByDrawings[id] = drawing.isEmpty ? nil : drawing
  }

  /// A new timeline replaced the entries StandBy drew.
  mutating func forgetStandByViews(_ id: WidgetID) {
    guard !standByDrawings.isEmpty, var drawing = standByDrawings[id] else { return }
    drawing.views = nil
    standByDrawings[id] = drawing.isEmpty ? nil : drawing
  }

  /// The view StandBy shows of a widget and whether it is the placeholder: the entry as StandBy
  /// drew it, else (until it is drawn) the entry's Home Screen view with its container
  /// background removed.
  package func standByDisplayedView(of widget: WidgetInstance) -> (
    node: ViewNode, isPlaceholder: Bool
  ) {
    if let drawn = standByEntryView(widget.id) { return (drawn, false) }
    let shown = widget.view
    return (shown.node.removingContainerBackgrounds, shown.isPlaceholder)
  }

  /// The widget's last transition as StandBy plays it: from the view StandBy showed before
  /// (else the Home Screen's view then, its container background removed).
  package func standByTransition(of widget: WidgetInstance) -> EntryTransition? {
    guard var transition = widget.transition else { return nil }
    transition.from =
      standByDrawings[widget.id]?.transitionFrom ?? transition.from.removingContainerBackgrounds
    return transition
  }
}
