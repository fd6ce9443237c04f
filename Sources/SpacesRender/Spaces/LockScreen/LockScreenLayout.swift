import Foundation
import SpacesEngine
import SpacesKit

/// Where everything on the Lock Screen goes, as an iPhone lays it out in its phone canvas
/// (`PhoneCanvas`): the padlock, the date line (with the inline accessory widget in it), the
/// big clock, the circular and rectangular accessories in one row under it, the empty
/// notifications area, the Now Playing panel and the Live Activities above the two control
/// slots in the bottom corners; and the paired watch's card beside the phone. Drawing and mouse
/// routing both use it, so a click lands where the thing is drawn; the accessories' and slots'
/// own cells are their laid-out trees' (`PlacedLockScreen`).
package struct LockScreenLayout {
  /// A circular accessory's cells: a 72-point disc, its content 7×3 inside the ring.
  package static let circularSize = (width: 9, height: 5)
  /// A rectangular accessory's cells (it takes two circular places), its content 18×3.
  package static let rectangularWidth = 20
  /// The columns between two accessories.
  package static let accessoryGap = 2
  /// A control slot's cells: the round pad (three rows) and room for its focus ring.
  package static let slotSize = (width: 6, height: 3)
  /// The columns between a slot and the canvas's side (iOS's buttons sit about 36 points in).
  package static let slotInset = 4

  /// The phone canvas.
  package var canvas: PhoneCanvas
  /// The padlock's own row on a tall canvas; `nil`: the padlock leads the date line.
  package var lockRow: Int?
  /// The date line's row (the inline accessory widget is in it).
  package var dateRow: Int
  /// The clock's first row.
  package var clockRow: Int
  /// The clock's rows: 5-row digits on a tall canvas, 3-row ones from 14 rows, else one line
  /// (and under `--ascii`).
  package var clockRows: Int
  /// The circular and rectangular accessories shown, by index into `widgets.lockScreen`, with
  /// their cells (a circular one's ring included).
  package var accessories: [(index: Int, rect: Rect)]
  /// The accessories that didn't fit across the canvas.
  package var hiddenAccessories: Int
  /// The first row under the accessories (or the clock).
  package var belowAccessories: Int
  /// The Now Playing panel's box, when one is shown and fits.
  package var nowPlaying: Rect?
  /// Whether a Now Playing panel is left out for want of rows.
  package var hidesNowPlaying: Bool
  /// The rows the Live Activity banners stack between (`bottom` exclusive).
  package var bannerRows: (top: Int, bottom: Int)
  /// The control slots' cells, by slot index: the first in the bottom left corner, the others in
  /// the bottom right.
  package var slots: [Rect]
  /// The home indicator's width: the bar centred in the canvas's last row, under the slots, as
  /// iOS draws it on the Lock Screen of a Face ID iPhone (134 of 393 points wide); `nil` on a
  /// short canvas, whose slots take the bottom row.
  package var homeIndicatorWidth: Int?
  /// The row of the slots' pads' middle (their symbols).
  package var slotRow: Int
  /// The paired watch's card beside the phone, when there is room and a card to show.
  package var watchPanel: Rect?

  /// Lays the Lock Screen out in a content area.
  package init(state: DashboardState, in area: Rect, asciiOnly: Bool, deviceFrame: Bool = false) {
    canvas = PhoneCanvas(in: area, deviceFrame: deviceFrame)
    let phone = canvas.rect
    let tall = phone.height >= 30
    lockRow = tall ? phone.y : nil
    dateRow = tall ? phone.y + 2 : phone.y
    clockRow = dateRow + 1
    clockRows = asciiOnly || phone.height < 14 ? 1 : tall ? 5 : 3
    var y = clockRow + clockRows + 1

    // One row of accessories under the clock, centred: circular 9 wide, rectangular 20.
    let widgets = state.widgets.lockScreen
    let placed = widgets.indices.filter {
      widgets[$0].family == .accessoryCircular || widgets[$0].family == .accessoryRectangular
    }
    let widths = placed.map {
      widgets[$0].family == .accessoryCircular ? Self.circularSize.width : Self.rectangularWidth
    }
    let total = widths.reduce(0, +) + Self.accessoryGap * max(0, placed.count - 1)
    var x = phone.x + max(0, (phone.width - total) / 2)
    accessories = []
    for (index, width) in zip(placed, widths) {
      guard x + width <= phone.maxX else { break }
      accessories.append(
        (index, Rect(x: x, y: y, width: width, height: Self.circularSize.height)))
      x += width + Self.accessoryGap
    }
    hiddenAccessories = placed.count - accessories.count
    if !placed.isEmpty { y += Self.circularSize.height + 1 }
    belowAccessories = y

    // The slots in the bottom corners (a row to spare under them on a tall canvas, where iOS
    // draws the home indicator).
    let slotY = phone.maxY - Self.slotSize.height - (tall ? 1 : 0)
    slotRow = slotY + 1
    slots = Self.slotRects(count: state.lockScreenSlots.count, in: phone)
    homeIndicatorWidth = tall ? max(3, phone.width * 134 / 393) : nil
    // Above the slots' edit line: the Now Playing panel, then the banners stacked up to it.
    var bottom = slotY - 1
    nowPlaying = nil
    hidesNowPlaying = false
    if state.nowPlaying.isShown {
      let top = bottom - NowPlayingView.height
      if top >= y, phone.width >= 8 {
        nowPlaying = Rect(
          x: phone.x + 2, y: top, width: phone.width - 4, height: NowPlayingView.height)
        bottom = top - 1
      } else {
        hidesNowPlaying = true
      }
    }
    bannerRows = (y, bottom)

    // The watch card beside the phone, level with the clock, when the margin holds it.
    let edge = canvas.outline?.maxX ?? phone.maxX
    let margin = area.maxX - edge
    let card = WatchSmartStackView.cardSize
    if WatchSmartStackView.shown(state) != nil, margin >= card.width + 2 {
      watchPanel = Rect(
        x: edge + (margin - card.width) / 2, y: clockRow, width: card.width, height: card.height)
    } else {
      watchPanel = nil
    }
  }

  /// The control slots' cells in a phone canvas: the first in the bottom left corner, the
  /// others in the bottom right, a row above the bottom on a tall canvas.
  package static func slotRects(count: Int, in phone: Rect) -> [Rect] {
    let y = phone.maxY - slotSize.height - (phone.height >= 30 ? 1 : 0)
    return (0..<count).map { slot in
      Rect(
        x: slot == 0 ? phone.x + slotInset : phone.maxX - slotInset - slotSize.width, y: y,
        width: slotSize.width, height: slotSize.height)
    }
  }
}
