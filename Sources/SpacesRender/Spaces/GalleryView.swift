import Foundation
import SpacesEngine
import SpacesKit

/// The controls gallery, drawn over the space: its title, the search field, then every control
/// kind grouped by app — each as its preview (symbol, title and value of the provider's
/// `previewValue`, never the live value), its display name and its description — and the keys.
package struct GalleryView {
  let painter: Painter

  /// The widest the gallery gets.
  static let maximumWidth = 72
  /// The widest a preview chip gets.
  static let previewWidth = 26

  /// One line of the list.
  private enum Line {
    case app(String)
    case name(ControlKindInfo, selected: Bool, mark: GalleryState.EntryMark?)
    case description(String)
    case shortcut(GalleryState.ShortcutEntry, selected: Bool, mark: GalleryState.EntryMark?)
    case slider(SystemSlider, level: Int, selected: Bool, mark: GalleryState.EntryMark?)
    case blank
  }

  /// Draws the gallery centred over the space's content area (beside the inspector, never over
  /// it).
  package func draw(
    _ gallery: GalleryState, state: DashboardState, in area: Rect, frame: inout Frame
  ) {
    let entries = gallery.entries(in: state.catalog)
    let shortcuts = gallery.shortcuts(in: state.siri.sources)
    let sliders = gallery.sliders(state.controls.hostedSliders)
    let selectedKey = gallery.selectedKey(
      in: state.catalog, shortcuts: state.siri.sources, sliders: state.controls.hostedSliders)
    var lines: [Line] = []
    var selectedLine = 0
    for (index, info) in entries.enumerated() {
      if index == 0 || entries[index - 1].appName != info.appName {
        if index > 0 { lines.append(.blank) }
        lines.append(.app(info.appName))
      }
      let selected = info.kind == selectedKey
      if selected { selectedLine = lines.count }
      lines.append(
        .name(info, selected: selected, mark: gallery.mark(of: info.kind, in: state)))
      if let description = info.description { lines.append(.description(description)) }
    }
    // Control Center's system modules, after the apps' controls: the sliders to add back.
    if !sliders.isEmpty {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.app("System modules"))
      for slider in sliders {
        let key = slider.galleryKey
        if key == selectedKey { selectedLine = lines.count }
        lines.append(
          .slider(
            slider, level: state.sliders.level(slider), selected: key == selectedKey,
            mark: gallery.mark(of: key, in: state)))
        lines.append(.description(slider.galleryDescription))
      }
    }
    // The Action button may run an App Shortcut instead: every app's, after the controls.
    if !shortcuts.isEmpty {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.app("App Shortcuts"))
      for entry in shortcuts {
        let key = entry.shortcut.galleryKey
        if key == selectedKey { selectedLine = lines.count }
        lines.append(
          .shortcut(entry, selected: key == selectedKey, mark: gallery.mark(of: key, in: state)))
      }
    }
    // Title, search, a gap, the list (at least a line), a gap, the keys, and the border.
    let width = min(area.width - 2, Self.maximumWidth)
    let height = min(frame.height - 2, max(1, lines.count) + 7)
    let inner = width - 4
    guard inner > 10, height >= 8 else { return }
    let rect = painter.drawCentredPanel(
      width: width, height: height, across: area, top: 1, frame: &frame)
    let x = rect.x + 2
    var y = rect.y + 1
    frame.write(
      painter.truncate(gallery.target.title, to: inner), x: x, y: y,
      style: painter.style(.text, .bold))
    y += 1
    drawSearch(gallery, x: x, y: y, width: inner, frame: &frame)
    y += 2

    let listHeight = rect.maxY - 3 - y
    if entries.isEmpty && shortcuts.isEmpty && sliders.isEmpty {
      let message =
        gallery.search.text.isEmpty
        ? "No app declares a control."
        : "No controls match \u{201C}\(gallery.search.text)\u{201D}."
      frame.write(
        painter.truncate(message, to: inner),
        x: x, y: y, style: painter.style(.secondary))
    }
    // Scroll so the highlighted entry and its description show.
    let first = max(0, min(selectedLine + 2 - listHeight, lines.count - listHeight))
    for (offset, line) in lines.dropFirst(first).prefix(listHeight).enumerated() {
      draw(line, x: x, y: y + offset, width: inner, frame: &frame)
    }
    if first > 0 {
      frame.write(
        painter.context.asciiOnly ? "^" : "▲", x: rect.maxX - 2, y: y,
        style: painter.style(.secondary))
    }
    if first + listHeight < lines.count {
      frame.write(
        painter.context.asciiOnly ? "v" : "▼", x: rect.maxX - 2, y: y + listHeight - 1,
        style: painter.style(.secondary))
    }
    let hint = painter.context.asciiOnly ? Painter.asciiArrows(gallery.hint) : gallery.hint
    frame.write(
      painter.truncate(hint, to: inner), x: x, y: rect.maxY - 2,
      style: painter.style(.secondary))
  }

  /// The search field with its cursor (the cell under it in reverse video).
  private func drawSearch(
    _ gallery: GalleryState, x: Int, y: Int, width: Int, frame: inout Frame
  ) {
    painter.drawSearchField(
      gallery.search, placeholder: "type to search controls", x: x, y: y, width: width,
      frame: &frame)
  }

  private func draw(_ line: Line, x: Int, y: Int, width: Int, frame: inout Frame) {
    switch line {
    case .blank:
      break
    case .app(let name):
      frame.write(
        painter.truncate(name.uppercased(), to: width), x: x, y: y,
        style: painter.style(.secondary, .bold))
    case .shortcut(let entry, let selected, let mark):
      let marker = selected ? (painter.context.asciiOnly ? ">" : "›") : " "
      let style = selected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
      let glyph = painter.glyph(entry.systemImageName)
      var text = "\(marker) \(glyph) \(entry.shortcut.title)"
      if mark == .current { text += painter.context.asciiOnly ? "  (current)" : "  ✓ Current" }
      let app = entry.shortcut.app
      frame.write(
        painter.truncate(text, to: width - CellWidth.of(app) - 2), x: x, y: y, style: style)
      frame.write(app, x: x + width - CellWidth.of(app), y: y, style: painter.style(.secondary))
    case .slider(let slider, let level, let selected, let mark):
      // As a control's line: the name, then its module's symbol and level on the right.
      let marker = selected ? (painter.context.asciiOnly ? ">" : "›") : " "
      let nameStyle = selected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
      frame.write(marker, x: x, y: y, style: nameStyle)
      let glyph = painter.glyph(slider.symbol(level: level))
      let chip = "\(slider.title) \(painter.dot) \(SystemSlider.percent(level))"
      let chipWidth = CellWidth.of(glyph) + 1 + CellWidth.of(chip)
      let chipX = x + width - chipWidth
      frame.write(glyph, x: chipX, y: y, style: painter.style(.text))
      frame.write(
        chip, x: chipX + CellWidth.of(glyph) + 1, y: y, style: painter.style(.secondary))
      let markText =
        mark == .added ? (painter.context.asciiOnly ? "  (added)" : "  ✓ Added") : ""
      let nameWidth = max(0, chipX - 2 - (x + 2) - CellWidth.of(markText))
      let used = frame.write(
        painter.truncate(slider.title, to: nameWidth), x: x + 2, y: y, style: nameStyle)
      if !markText.isEmpty {
        frame.write(markText, x: x + 2 + used, y: y, style: painter.style(.accent))
      }
    case .description(let text):
      frame.write(
        painter.truncate(text, to: width - 4), x: x + 4, y: y, style: painter.style(.secondary))
    case .name(let info, let selected, let mark):
      let marker = selected ? (painter.context.asciiOnly ? ">" : "›") : " "
      let nameStyle = selected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
      frame.write(marker, x: x, y: y, style: nameStyle)
      // The preview, right-aligned: the kind's preview template, as Control Center shows it.
      let preview = info.preview
      let glyph = painter.glyph(preview.currentLabel.systemImage)
      var chip = preview.title
      if let value = preview.valueText { chip += " \(painter.dot) \(value)" }
      chip = painter.truncate(chip, to: Self.previewWidth - 3)
      let chipWidth = CellWidth.of(glyph) + 1 + CellWidth.of(chip)
      let chipX = x + width - chipWidth
      let color = painter.stateColor(preview)
      frame.write(glyph, x: chipX, y: y, style: painter.style(color, preview.isOn ? [.bold] : []))
      frame.write(
        chip, x: chipX + CellWidth.of(glyph) + 1, y: y,
        style: preview.isOn
          ? painter.style(painter.context.theme.tint(preview.tint)) : painter.style(.secondary))
      var markText = ""
      switch mark {
      case .added: markText = painter.context.asciiOnly ? "  (added)" : "  ✓ Added"
      case .current: markText = painter.context.asciiOnly ? "  (current)" : "  ✓ Current"
      case nil: break
      }
      let nameWidth = max(0, chipX - 2 - (x + 2) - CellWidth.of(markText))
      let used = frame.write(
        painter.truncate(info.displayName, to: nameWidth), x: x + 2, y: y, style: nameStyle)
      if !markText.isEmpty {
        frame.write(markText, x: x + 2 + used, y: y, style: painter.style(.accent))
      }
    }
  }
}
