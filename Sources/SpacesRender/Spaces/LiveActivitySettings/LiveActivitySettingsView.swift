import Foundation
import SpacesEngine

/// The Settings sheet (`S`): a panel listing every app that declares an
/// `ActivityConfiguration` with its Live Activities switch, as iOS's Settings › <App> › Live
/// Activities; the focused row is drawn reversed.
package struct LiveActivitySettingsView {
  let painter: Painter

  /// The widest the panel gets.
  static let maximumWidth = 52

  /// Draws the sheet centred over the frame.
  package func draw(_ settings: LiveActivitySettingsFeature.State, frame: inout Frame) {
    let ascii = painter.context.asciiOnly
    var lines: [(String, CellStyle)] = [
      ("Settings \(ascii ? ">" : "›") Live Activities", painter.style(.text, .bold)),
      ("", painter.style(.text)),
    ]
    let width = min(frame.width - 2, Self.maximumWidth)
    let inner = width - 4
    if settings.apps.isEmpty {
      lines.append(("No app declares a Live Activity", painter.style(.secondary)))
    }
    for (index, app) in settings.apps.enumerated() {
      let isOn = settings.isOn(app)
      let toggle = isOn ? (ascii ? "[ On]" : "On  ●") : (ascii ? "[Off]" : "Off ○")
      let name = painter.truncate(app, to: max(1, inner - toggle.count - 2))
      let gap = String(repeating: " ", count: max(1, inner - name.count - toggle.count))
      var style = isOn ? painter.style(.text) : painter.style(.secondary)
      if index == settings.focus { style.attributes.insert(.reverse) }
      lines.append((name + gap + toggle, style))
    }
    lines.append(("", painter.style(.text)))
    if settings.allOff {
      lines.append(("Off for every app (--live-activities-off)", painter.style(.warning)))
    }
    lines.append(
      (
        ascii ? "up/down move  Enter switch  Esc close" : "↑↓ move  Enter switch  Esc close",
        painter.style(.secondary)
      ))
    painter.drawOverlayBox(lines, maximumWidth: width, cursor: nil, frame: &frame)
  }
}
