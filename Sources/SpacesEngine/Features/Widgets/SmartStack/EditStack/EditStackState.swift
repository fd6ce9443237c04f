import Foundation
import SpacesKit

/// The "Edit Stack" sheet of a Smart Stack (`c` on a stack), as iOS's: the Smart Rotate and
/// Widget Suggestions switches, then the stack's widgets top to bottom, which `<` `>` reorder,
/// `x` removes and `Enter` opens in Edit Widget.
package struct EditStackState: Equatable, Sendable {
  /// A widget of the stack being edited (the stack is the one that holds it).
  package var anchor: WidgetID
  /// The focused row: `smartRotateRow`, `suggestionsRow`, then the widgets.
  package var row = 0

  package init(anchor: WidgetID) {
    self.anchor = anchor
  }

  /// The Smart Rotate switch's row.
  package static let smartRotateRow = 0
  /// The Widget Suggestions switch's row.
  package static let suggestionsRow = 1
  /// The rows above the widgets.
  package static let switchRows = 2

  /// The widget a row shows (`nil` for a switch's row or past the last widget).
  package func member(in stack: SmartStack) -> WidgetID? {
    let index = row - Self.switchRows
    return stack.members.indices.contains(index) ? stack.members[index] : nil
  }

  /// The sheet's keys, for its hint line.
  package static let hint = "↑↓ choose  Enter switch/edit  < > move  x remove  Esc done"
}
