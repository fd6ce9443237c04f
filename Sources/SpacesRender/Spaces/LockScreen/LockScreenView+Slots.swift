import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// The control slots' cells (by slot index) in the bottom corners of the phone canvas in a
  /// content area: the first at the left, the others at the right.
  package static func slotRects(count: Int, in area: Rect, deviceFrame: Bool = false) -> [Rect] {
    LockScreenLayout.slotRects(
      count: count, in: PhoneCanvas(in: area, deviceFrame: deviceFrame).rect)
  }

  /// Draws the two slots as iOS's flashlight and camera buttons: a round pad with the control's
  /// symbol (tinted while on), an empty slot a plain dim disc; the focused slot in the focus
  /// ring, its control's name between the slots; in edit mode, "+" on an empty slot and the
  /// remove badge on a filled one.
  func drawSlots(state: DashboardState, layout: LockScreenLayout, frame: inout Frame) {
    let context = painter.context
    let phone = layout.canvas.rect
    for (slot, id) in state.lockScreenSlots.enumerated() where layout.slots.indices.contains(slot) {
      let rect = layout.slots[slot]
      // The Now Playing panel's buttons, the Live Activity banners, and in edit mode the
      // accessory widgets take the focus while one of them is focused.
      let focused =
        slot == state.navigation.lockScreenFocus && state.nowPlaying.focus == nil
        && state.focusedBanner == nil
        && !(state.editMode.isEditing && state.widgetGallery.lockFocus != nil)
      if focused {
        painter.box(focused: true).draw(rect, in: &frame, style: painter.style(.focus, .bold))
      }
      if let stored = state.control(id) {
        let control = painter.presented(stored, state: state)
        let glyph = painter.glyph(painter.currentLabel(control).systemImage)
        painter.drawPad(
          glyph, x: rect.x + (rect.width - Painter.padWidth(glyph)) / 2, y: rect.y + 1,
          style: painter.padStyle(control), caps: !focused, surface: .background, frame: &frame)
      } else if !state.editMode.isEditing {
        painter.drawPad(
          "  ", x: rect.x + 1, y: rect.y + 1, style: painter.style(.text, [.dim], on: .padOff),
          caps: !focused, surface: .background, frame: &frame)
      }
      guard state.editMode.isEditing else { continue }
      // Edit mode: an empty slot offers "+", a filled one the remove badge.
      if state.control(id) == nil {
        painter.center(
          "+", in: rect, y: rect.y + 1, style: painter.style(.accent, .bold), frame: &frame)
      } else {
        // Left of the round pad, clear of its caps.
        frame.write(
          context.asciiOnly ? "(-)" : "(−)", x: rect.x - 3, y: rect.y,
          style: painter.style(.warning, .bold))
      }
    }
    let between = phone.inset(
      left: LockScreenLayout.slotInset + 7, right: LockScreenLayout.slotInset + 7)
    if state.editMode.isEditing, let first = layout.slots.first {
      painter.center(
        "Editing \(painter.dot) Enter choose \(painter.dot) x clear \(painter.dot) Esc Done",
        in: phone, y: first.y - 1, style: painter.style(.accent, .bold), frame: &frame)
    }
    if state.lockScreenSlots.indices.contains(state.navigation.lockScreenFocus),
      let focused = state.control(state.lockScreenSlots[state.navigation.lockScreenFocus])
    {
      painter.center(
        focused.displayed.title, in: between, y: layout.slotRow, style: painter.style(.secondary),
        frame: &frame)
    }
  }
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
