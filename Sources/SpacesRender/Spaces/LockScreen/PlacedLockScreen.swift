import SpacesEngine
import SpacesKit

/// The Lock Screen's accessory row and control slots as view trees, laid out once in the
/// phone canvas (`LockScreenLayout` says which accessories fit and the rows they take): what
/// drawing draws and what mouse clicks are tested against, so a click lands on the cells a
/// widget or a slot is drawn in.
package struct PlacedLockScreen {
  /// Where everything on the Lock Screen goes.
  package let layout: LockScreenLayout
  /// The circular and rectangular accessories in their row under the clock (`nil`: none
  /// shown).
  let accessories: PlacedTree?
  /// The slots' band: the edit-mode hint on the row over it, the slots in the bottom corners,
  /// the focused slot's control's name between them (`nil`: no slots).
  let slots: PlacedTree?

  /// Builds and places the Lock Screen's accessory row and slots of the dashboard's state in
  /// a content area.
  package init(state: DashboardState, in area: Rect, painter: Painter) {
    let context = painter.context
    let layout = LockScreenLayout(
      state: state, in: area, asciiOnly: context.asciiOnly, deviceFrame: context.deviceFrame)
    self.layout = layout
    let view = LockScreenView(painter: painter)
    let phone = layout.canvas.rect
    accessories = layout.accessories.first.map { first in
      PlacedTree(
        view.accessoryRow(state: state, layout: layout),
        in: Rect(
          x: phone.x, y: first.rect.y, width: phone.width,
          height: LockScreenLayout.circularSize.height),
        owner: "the Lock Screen's accessory widgets", context: context)
    }
    slots = layout.slots.first.map { first in
      PlacedTree(
        view.slotBand(state: state, layout: layout),
        in: Rect(
          x: phone.x, y: first.y - 1, width: phone.width,
          height: LockScreenLayout.slotSize.height + 1),
        owner: "the Lock Screen's slots", context: context)
    }
  }

  /// The identity of an accessory widget's leaf, by index into `widgets.lockScreen`.
  static func accessoryID(_ index: Int) -> ViewIdentity { ViewIdentity("accessory \(index)") }

  /// The identity of a control slot's leaf, by slot index.
  static func slotID(_ slot: Int) -> ViewIdentity { ViewIdentity("slot \(slot)") }

  /// The circular and rectangular accessory widgets shown, by index into `widgets.lockScreen`,
  /// with the cells each is drawn in (a circular one's ring included), as laid out.
  package var accessoryRects: [(index: Int, rect: Rect)] {
    guard let accessories else { return [] }
    return layout.accessories.compactMap { index, _ in
      accessories.rect(of: Self.accessoryID(index)).map { (index, $0) }
    }
  }

  /// The control slots' cells, by slot index, as laid out: the first in the bottom left
  /// corner, the others in the bottom right.
  package var slotRects: [Rect] {
    guard let slots else { return [] }
    return layout.slots.indices.compactMap { slots.rect(of: Self.slotID($0)) }
  }
}
