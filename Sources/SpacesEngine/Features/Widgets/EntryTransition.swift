import Foundation
import SpacesKit

/// A change of a widget's view on screen (a new entry came due, or a reload), which the
/// renderer animates: the view that was shown and when the change happened.
///
/// The reducer only records it; how the change looks at a given time (which parts fade, roll or
/// push, with which curve and for how long) is the renderer's pure function of the old view, the
/// new view and the time since `startedAt`.
package struct EntryTransition: Equatable, Sendable {
  /// The view shown before the change.
  package var from: ViewNode
  /// When the change happened, on the presentation clock (`ReduceContext.presentationNow`).
  package var startedAt: Date

  package init(from: ViewNode, startedAt: Date) {
    self.from = from
    self.startedAt = startedAt
  }
}
