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
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: max(1, (frame.height - height) / 2),
      width: width, height: height)
    let painter = painter
    func at(_ row: Int, _ node: ViewNode, leading: Int = 2) -> ViewNode {
      node.padding(top: row, leading: leading)
    }
    var layers = [
      painter.panelLeaf(width: width, height: height, key: "gallery panel"),
      at(
        1,
        .line(painter.truncate(gallery.target.title, to: inner), style: painter.style(.text, .bold))
      ),
      at(
        2,
        painter.searchFieldView(
          gallery.search, placeholder: "type to search controls", width: inner)),
    ]
    let listTop = 4
    let listHeight = height - 3 - listTop
    if entries.isEmpty && shortcuts.isEmpty && sliders.isEmpty {
      let message =
        gallery.search.text.isEmpty
        ? "No app declares a control."
        : "No controls match \u{201C}\(gallery.search.text)\u{201D}."
      layers.append(
        at(listTop, .line(painter.truncate(message, to: inner), style: painter.style(.secondary))))
    }
    // Scroll so the highlighted entry and its description show.
    let first = max(0, min(selectedLine + 2 - listHeight, lines.count - listHeight))
    let shown = lines.dropFirst(first).prefix(max(0, listHeight))
    if !shown.isEmpty {
      layers.append(
        at(
          listTop,
          ViewNode.column(alignment: .leading, shown.map { view(of: $0, width: inner) })
            .frame(width: inner, alignment: .leading)))
    }
    if first > 0 {
      layers.append(
        at(
          listTop, .line(painter.context.asciiOnly ? "^" : "▲", .secondary), leading: width - 2))
    }
    if first + listHeight < lines.count {
      layers.append(
        at(
          listTop + listHeight - 1, .line(painter.context.asciiOnly ? "v" : "▼", .secondary),
          leading: width - 2))
    }
    let hint = painter.context.asciiOnly ? Painter.asciiArrows(gallery.hint) : gallery.hint
    layers.append(
      at(height - 2, .line(painter.truncate(hint, to: inner), style: painter.style(.secondary))))
    painter.drawScrolled(.zStack(alignment: .topLeading, children: layers), in: rect, frame: &frame)
  }

  /// A line of the list as a view `width` columns wide: an app's name, a control kind's (a
  /// slider's, an App Shortcut's) name with its mark on the left and its preview on the right,
  /// a description indented.
  private func view(of line: Line, width: Int) -> ViewNode {
    let ascii = painter.context.asciiOnly
    switch line {
    case .blank:
      return .gap(rows: 1)
    case .app(let name):
      return .line(
        painter.truncate(name.uppercased(), to: width), style: painter.style(.secondary, .bold))
    case .description(let text):
      return ViewNode.line(
        painter.truncate(text, to: width - 4), style: painter.style(.secondary)
      ).padding(leading: 4)
    case .shortcut(let entry, let selected, let mark):
      let marker = selected ? (ascii ? ">" : "›") : " "
      let style = selected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
      let glyph = painter.glyph(entry.systemImageName)
      var text = "\(marker) \(glyph) \(entry.shortcut.title)"
      if mark == .current { text += ascii ? "  (current)" : "  ✓ Current" }
      let app = entry.shortcut.app
      return .row(
        alignment: .top,
        [
          .line(painter.truncate(text, to: width - CellWidth.of(app) - 2), style: style),
          .spacer(minLength: 0), .line(app, style: painter.style(.secondary)),
        ])
    case .slider(let slider, let level, let selected, let mark):
      // As a control's line: the name, then its module's symbol and level on the right.
      let glyph = painter.glyph(slider.symbol(level: level))
      let chip = "\(slider.title) \(painter.dot) \(SystemSlider.percent(level))"
      return kindRow(
        name: slider.title, selected: selected, mark: mark == .added ? .added : nil,
        glyph: (glyph, painter.style(.text)), chip: (chip, painter.style(.secondary)),
        width: width)
    case .name(let info, let selected, let mark):
      // The preview, right-aligned: the kind's preview template, as Control Center shows it.
      let preview = info.preview
      let glyph = painter.glyph(preview.currentLabel.systemImage)
      var chip = preview.title
      if let value = preview.valueText { chip += " \(painter.dot) \(value)" }
      chip = painter.truncate(chip, to: Self.previewWidth - 3)
      let color = painter.stateColor(preview)
      return kindRow(
        name: info.displayName, selected: selected, mark: mark,
        glyph: (glyph, painter.style(color, preview.isOn ? [.bold] : [])),
        chip: (
          chip,
          preview.isOn
            ? painter.style(painter.context.theme.tint(preview.tint))
            : painter.style(.secondary)
        ), width: width)
    }
  }

  /// A kind's line: its marker and name (cut to leave two columns before the preview), its
  /// mark ("✓ Added", "✓ Current") after the name, and its preview chip (symbol, then text) at
  /// the right end.
  private func kindRow(
    name: String, selected: Bool, mark: GalleryState.EntryMark?,
    glyph: (text: String, style: CellStyle), chip: (text: String, style: CellStyle), width: Int
  ) -> ViewNode {
    let ascii = painter.context.asciiOnly
    let marker = selected ? (ascii ? ">" : "›") : " "
    let nameStyle = selected ? painter.style(.focus, .bold) : painter.style(.text, .bold)
    var markText = ""
    switch mark {
    case .added: markText = ascii ? "  (added)" : "  ✓ Added"
    case .current: markText = ascii ? "  (current)" : "  ✓ Current"
    case nil: break
    }
    let chipWidth = CellWidth.of(glyph.text) + 1 + CellWidth.of(chip.text)
    let nameWidth = max(0, width - chipWidth - 4 - CellWidth.of(markText))
    var left = [
      ViewNode.line(marker, style: nameStyle).frame(width: 2, alignment: .leading),
      .line(painter.truncate(name, to: nameWidth), style: nameStyle),
    ]
    if !markText.isEmpty { left.append(.line(markText, style: painter.style(.accent))) }
    return .row(
      alignment: .top,
      left + [
        .spacer(minLength: 0), .line(glyph.text, style: glyph.style), .gap(columns: 1),
        .line(chip.text, style: chip.style),
      ])
  }
}
