import SpacesKit

/// What StandBy drew of one widget: its entries drawn again in StandBy's environment (the
/// container background doesn't show), and the view StandBy showed before the widget's last
/// change on screen, which StandBy's transition starts from.
package struct StandByDrawing: Equatable, Sendable {
  /// The entries' views as StandBy draws them, in the widget's `entries` order (`nil`: not
  /// drawn for the timeline the widget has now).
  package var views: [ViewNode]?
  /// The view StandBy showed before the widget's last transition (`nil`: StandBy hadn't drawn
  /// the entry then).
  package var transitionFrom: ViewNode?

  package init(views: [ViewNode]? = nil, transitionFrom: ViewNode? = nil) {
    self.views = views
    self.transitionFrom = transitionFrom
  }

  /// Whether it holds nothing (the table drops it then).
  var isEmpty: Bool { views == nil && transitionFrom == nil }
}
