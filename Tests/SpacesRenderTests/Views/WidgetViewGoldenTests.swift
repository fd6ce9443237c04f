import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// A widget-shaped view drawn whole, as golden text: the Game sample's character (health
/// gauge, a relative date that ticks, a caption) and a Lock Screen circular gauge.
@MainActor
@Suite("Golden frames: widget views")
struct WidgetViewGoldenTests {
  static let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  struct CharacterView: View {
    var healthLevel: Double
    var fullHealthDate: Date

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("🐼")
          Text("Power Panda").font(.headline)
          Spacer(minLength: 8)
          Text("\(Int(healthLevel * 100))%").monospacedDigit()
        }
        Gauge(value: healthLevel) { Text("Health").font(.caption) }
          .gaugeStyle(.linearCapacity)
        Spacer()
        HStack(spacing: 8) {
          Text("Full in").italic()
          Text(fullHealthDate, style: .relative).minimumScaleFactor(0.5).lineLimit(1)
        }
        .foregroundStyle(.secondary)
        ProgressView(value: healthLevel)
      }
      .padding(.horizontal, 8)
      .containerBackground(for: .widget) { Color.indigo }
    }
  }

  func draw<V: View>(_ view: V, width: Int, height: Int, now: Date) throws -> String {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: now, timeZone: TimeZone(identifier: "UTC")!)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    return frame.text
  }

  @Test("a systemSmall-sized character widget; its relative date ticks, abbreviated when narrow")
  func character() throws {
    let view = CharacterView(healthLevel: 0.4, fullHealthDate: Self.now + 2 * 3600 + 24 * 60)
    GoldenFrame.assertMatches(
      try draw(view, width: 34, height: 7, now: Self.now), named: "widget-view-character")
    let later = try draw(view, width: 34, height: 7, now: Self.now + 61)
    #expect(later.contains("2 hr, 22 min"), "\(later)")
    GoldenFrame.assertMatches(
      try draw(view, width: 18, height: 7, now: Self.now), named: "widget-view-character-narrow")
  }

  @Test("an accessoryCircular gauge and an inline timer")
  func accessories() throws {
    let view = VStack(spacing: 0) {
      Gauge(value: 0.6) {
        Text("HP")
      } currentValueLabel: {
        Text("60")
      }
      .gaugeStyle(.accessoryCircular)
      Text(timerInterval: Self.now...Self.now + 300, countsDown: true)
        .font(.caption).monospacedDigit()
    }
    GoldenFrame.assertMatches(
      try draw(view, width: 8, height: 2, now: Self.now + 12), named: "widget-view-accessories")
  }
}
