import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Symbols, redaction and styles in widget-sized frames, as golden text (plain and with ANSI
/// colours and attributes). Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter
/// SymbolGoldenTests`, then read every changed file.
@MainActor
@Suite("Golden frames: symbols, redaction and styles in widgets")
struct SymbolGoldenTests {
  static let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  func frame<V: View>(_ view: V, width: Int, height: Int) throws -> Frame {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Self.now,
      timeZone: TimeZone(identifier: "UTC")!)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    return frame
  }

  func assertGolden<V: View>(_ view: V, width: Int, height: Int, named name: String) throws {
    let drawn = try frame(view, width: width, height: height)
    GoldenFrame.assertMatches(drawn.text, named: name)
    GoldenFrame.assertMatches(ANSIText.render(drawn), named: name + "-ansi")
  }

  @Test("a systemMedium grid of common symbols, variants and multicolour")
  func symbols() throws {
    let rows: [[String]] = [
      ["tram.fill", "bus", "car.fill", "bicycle", "airplane.departure", "figure.walk", "ferry"],
      [
        "cloud.sun.rain.fill", "sun.max.fill", "moon.stars", "snowflake", "umbrella", "wind",
        "drop",
      ],
      ["play.fill", "pause.circle", "forward.end.fill", "music.note", "headphones", "tv", "mic"],
      ["phone.fill", "message", "envelope.badge", "person.2.fill", "bell.badge", "video", "at"],
      ["heart.fill", "figure.run", "bed.double", "pills", "flame.fill", "lungs", "drop.fill"],
      [
        "house.fill", "lightbulb.fill", "lock.fill", "fan", "thermometer", "key",
        "door.left.hand.open",
      ],
    ]
    let view = VStack(alignment: .leading, spacing: 0) {
      ForEach(rows, id: \.self) { row in
        HStack(spacing: 8) {
          ForEach(row, id: \.self) { name in
            Image(systemName: name)
          }
        }
      }
      HStack(spacing: 8) {
        Image(systemName: "heart").symbolVariant(.fill)
        Image(systemName: "bell").symbolVariant(.slash)
        Image(systemName: "person").symbolVariant(.circle.fill)
        Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
        Image(systemName: "leaf.fill").symbolRenderingMode(.multicolor)
        Image(systemName: "tram.fill.tunnel")
        Image(systemName: "no.such.symbol")
      }
      .foregroundStyle(.blue)
    }
    try assertGolden(view, width: 43, height: 7, named: "symbols-medium")
  }

  @Test("a redacted systemSmall placeholder: blocks for text and symbols, one part unredacted")
  func redacted() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        Image(systemName: "figure.run")
        Text("Morning run")
      }
      Text("5.2 km").font(.headline)
      Text(Self.now - 1800, style: .relative)
      Text("Fitness").font(.caption).unredacted()
    }
    .redacted(reason: .placeholder)
    try assertGolden(view, width: 21, height: 4, named: "redacted-small")
  }

  @Test("styles in a systemSmall widget: label, gauge, progress and button styles")
  func styles() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Label("Steps", systemImage: "figure.walk").labelStyle(.titleAndIcon)
      Label("Steps", systemImage: "figure.walk").labelStyle(.iconOnly)
      Gauge(value: 0.7) { Text("Goal") }.gaugeStyle(.linearCapacity)
      ProgressView(value: 0.4).progressViewStyle(.linear)
      HStack {
        Gauge(value: 0.5) {
          Text("Ring")
        } currentValueLabel: {
          Text("50")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        ProgressView(value: 0.25).progressViewStyle(.circular)
      }
    }
    .controlSize(.small)
    try assertGolden(view, width: 21, height: 8, named: "styles-small")
  }
}
