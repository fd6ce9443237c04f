import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Widget-only presentation drawn as golden frames: a Lock Screen circular gauge on its
/// `AccessoryWidgetBackground` in the vibrant rendering mode (plain and `--ansi`), and the
/// backdrops of the accessory slots.
@MainActor
@Suite("Golden frames: widget presentation (vibrant, backdrops, margins)")
struct WidgetPresentationGoldenTests {
  static let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  /// A Lock Screen circular widget as shipping code writes one.
  struct CircularGauge: View {
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
      ZStack {
        AccessoryWidgetBackground()
        Gauge(value: 0.75) {
          Text("U4")
        } currentValueLabel: {
          Text("75")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(.orange)
        .widgetAccentable()
        .foregroundStyle(renderingMode == .vibrant ? .white : .orange)
      }
      .widgetLabel("Line 4")
    }
  }

  /// A widget's view resolved as the system resolves it for a family.
  func resolved<V: View>(_ view: V, family: WidgetFamily, marginsDisabled: Bool = false)
    -> ViewNode
  {
    var context = TimelineProviderContext(family: family)
    context.contentMarginsDisabled = marginsDisabled
    return WidgetPresentation.resolve(view, in: context)
  }

  func context() throws -> RenderContext {
    RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Self.now, timeZone: TimeZone(identifier: "UTC")!)
  }

  /// A circular slot's content (7 × 3 cells inside its box), drawn in the vibrant mode or not.
  func circular(vibrant: Bool) throws -> Frame {
    let context = try context()
    let theme = context.theme
    var frame = Frame(width: 7, height: 3)
    frame.fill(
      frame.bounds,
      style: CellStyle(foreground: theme.color(.text), background: theme.color(.background)))
    let rect = frame.bounds
    ViewRenderer(context: context).draw(
      resolved(CircularGauge(), family: .accessoryCircular), in: rect, frame: &frame,
      environment: .init(foreground: theme.color(.text), background: theme.color(.background)))
    if vibrant { VibrantRendering.apply(in: rect, frame: &frame, theme: theme) }
    return frame
  }

  @Test("a circular gauge on its backdrop, vibrant: plain and --ansi")
  func vibrantCircularGauge() throws {
    let frame = try circular(vibrant: true)
    GoldenFrame.assertMatches(frame.text, named: "widget-accessory-circular-vibrant")
    GoldenFrame.assertMatches(
      ANSIText.render(frame), named: "widget-accessory-circular-vibrant-ansi")
    // Vibrant: every colour is the theme's text colour over its background at a level, so the
    // gauge's orange tint is gone.
    let full = try circular(vibrant: false)
    #expect(frame.text == full.text, "the same cells, only their colours change")
    #expect(frame != full, "vibrant changes the colours")
    let theme = try context().theme
    let levels = [0.25, 0.5, 0.75, 1].map {
      theme.primaryRGB.over(theme.canvas, opacity: $0).terminalColor
    }
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y].style.foreground != .default {
        #expect(levels.contains(frame[x, y].style.foreground), "(\(x), \(y))")
      }
    }
  }

  @Test("AccessoryWidgetBackground: a disc in a circular slot, a rounded box in a rectangular one")
  func backdrops() throws {
    let context = try context()
    let theme = context.theme
    let canvas = theme.color(.background)
    func draw(_ family: WidgetFamily, width: Int, height: Int) -> Frame {
      var frame = Frame(width: width, height: height)
      frame.fill(frame.bounds, style: CellStyle(foreground: theme.color(.text), background: canvas))
      ViewRenderer(context: context).draw(
        resolved(AccessoryWidgetBackground(), family: family), in: frame.bounds, frame: &frame,
        environment: .init(foreground: theme.color(.text), background: canvas))
      VibrantRendering.apply(in: frame.bounds, frame: &frame, theme: theme)
      return frame
    }
    func backdrop(_ frame: Frame) -> String {
      (0..<frame.height).map { y in
        String((0..<frame.width).map { frame[$0, y].style.background == canvas ? "." : "#" })
      }.joined(separator: "\n")
    }
    GoldenFrame.assertMatches(
      backdrop(draw(.accessoryCircular, width: 7, height: 3)) + "\n\n"
        + backdrop(draw(.accessoryRectangular, width: 22, height: 3)) + "\n\n"
        + backdrop(draw(.accessoryInline, width: 10, height: 1)),
      named: "widget-accessory-backdrops")
  }

  @Test("widgetAccentable changes nothing drawn: the dashboard has no accented mode")
  func accentableChangesNothing() throws {
    let context = try context()
    func draw<V: View>(_ view: V) -> Frame {
      var frame = Frame(width: 12, height: 1)
      ViewRenderer(context: context).draw(
        resolved(view, family: .accessoryRectangular), in: frame.bounds, frame: &frame,
        environment: .init(foreground: .default))
      VibrantRendering.apply(in: frame.bounds, frame: &frame, theme: context.theme)
      return frame
    }
    #expect(
      draw(Text("Line 4").foregroundStyle(.orange).widgetAccentable())
        == draw(Text("Line 4").foregroundStyle(.orange)))
  }
}
