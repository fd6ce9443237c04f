import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// The control slots' cells (by slot index) in the bottom corners of the phone canvas in a
  /// content area, the first at the left, the others at the right: read from the slots' laid-out
  /// tree (`PlacedLockScreen`), as drawing places them.
  package static func slotRects(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [Rect] {
    PlacedLockScreen(state: state, in: area, painter: Painter(context: context)).slotRects
  }

  /// The slots' band as a tree, as iOS's flashlight and camera buttons: the edit-mode hint on
  /// the row over the slots; then the first slot in the bottom left corner, the others in the
  /// bottom right, `LockScreenLayout.slotInset` columns in from the canvas's sides, each a
  /// leaf (`slotLeaf`, with the identity `PlacedLockScreen.slotID`) with the edit-mode remove
  /// badge left of it, clear of its caps; the focused slot's control's name centred between
  /// them on the pads' row.
  func slotBand(state: DashboardState, layout: LockScreenLayout) -> ViewNode {
    let editing = state.editMode.isEditing
    let inset = LockScreenLayout.slotInset
    let height = LockScreenLayout.slotSize.height
    var layers: [ViewNode] = []
    for (slot, id) in state.lockScreenSlots.enumerated() where layout.slots.indices.contains(slot) {
      // The Now Playing panel's buttons, the Live Activity banners, and in edit mode the
      // accessory widgets take the focus while one of them is focused.
      let focused =
        slot == state.navigation.lockScreenFocus && state.nowPlaying.focus == nil
        && state.focusedBanner == nil
        && !(editing && state.widgetGallery.lockFocus != nil)
      let control = state.control(id)
      // Edit mode: a filled slot has the remove badge (an empty one offers "+").
      let badge: ViewNode =
        editing && control != nil
        ? .line(painter.context.asciiOnly ? "(-)" : "(−)", .warning, .bold) : .empty
      let leaf = ViewNode.row([
        badge.frame(width: 3, height: height, alignment: .top),
        .modified(
          slotLeaf(control, state: state, focused: focused),
          .id(PlacedLockScreen.slotID(slot))),
      ])
      layers.append(
        slot == 0
          ? leaf.padding(leading: inset - 3).fillingWidth(.leading)
          : leaf.padding(trailing: inset).fillingWidth(.trailing))
    }
    if state.lockScreenSlots.indices.contains(state.navigation.lockScreenFocus),
      let focused = state.control(state.lockScreenSlots[state.navigation.lockScreenFocus])
    {
      layers.append(
        ViewNode.line(focused.displayed.title, .secondary).fillingWidth()
          .padding(leading: inset + 7, trailing: inset + 7).frame(height: height))
    }
    let dot = painter.dot
    let hint: ViewNode =
      editing
      ? .line("Editing \(dot) Enter choose \(dot) x clear \(dot) Esc Done", .accent, .bold)
      : .gap(rows: 1)
    return .column([hint.fillingWidth(), .zStack(alignment: .center, children: layers)])
  }

  /// A slot as a leaf of the slots' band, painted by `drawSlot`: its control's symbol on its
  /// pad in the control's current look.
  func slotLeaf(_ control: ControlInstance?, state: DashboardState, focused: Bool) -> ViewNode {
    let pad = control.map { stored in
      let control = painter.presented(stored, state: state)
      return SlotPad(
        glyph: painter.glyph(painter.currentLabel(control).systemImage),
        style: painter.padStyle(control))
    }
    let key = SlotKey(pad: pad, focused: focused, editing: state.editMode.isEditing)
    let view = self
    return .canvas(
      width: .fixed(LockScreenLayout.slotSize.width),
      height: .fixed(LockScreenLayout.slotSize.height), key: key
    ) { rect, frame in
      view.drawSlot(pad, focused: key.focused, editing: key.editing, in: rect, frame: &frame)
    }
  }

  /// Draws a slot: a round pad with the control's symbol (tinted while on), an empty slot a
  /// plain dim disc; in the focus ring when focused; in edit mode "+" on an empty slot.
  func drawSlot(
    _ pad: SlotPad?, focused: Bool, editing: Bool, in rect: Rect, frame: inout Frame
  ) {
    if focused {
      painter.box(focused: true).draw(rect, in: &frame, style: painter.style(.focus, .bold))
    }
    if let pad {
      painter.drawPad(
        pad.glyph, x: rect.x + (rect.width - Painter.padWidth(pad.glyph)) / 2, y: rect.y + 1,
        style: pad.style, caps: !focused, surface: .background, frame: &frame)
    } else if !editing {
      painter.drawPad(
        "  ", x: rect.x + 1, y: rect.y + 1, style: painter.style(.text, [.dim], on: .padOff),
        caps: !focused, surface: .background, frame: &frame)
    } else {
      painter.center(
        "+", in: rect, y: rect.y + 1, style: painter.style(.accent, .bold), frame: &frame)
    }
  }
}

/// A slot's control as its pad draws it.
struct SlotPad: Equatable, Sendable {
  var glyph: String
  var style: CellStyle
}

/// What a slot's leaf draws from.
private struct SlotKey: Equatable, Sendable {
  var pad: SlotPad?
  var focused: Bool
  var editing: Bool
}

extension LockScreenView {
  /// Draws a Lock Screen slot's symbol on its pad, centred in a slot's box (the Control Lab's
  /// preview): tinted while on, grey while off, as Control Center draws it.
  package func drawSlotSymbol(_ control: ControlInstance, in rect: Rect, frame: inout Frame) {
    let glyph = painter.glyph(painter.currentLabel(control).systemImage)
    let width = Painter.padWidth(glyph)
    painter.drawPad(
      glyph, x: rect.x + (rect.width - width) / 2, y: rect.y + 1,
      style: painter.padStyle(control), caps: false, surface: .background, frame: &frame)
  }
}
