import Foundation
import SpacesKit
import SpacesRender
import Testing

/// The view subset widgets use, laid out and drawn into cells.
@MainActor
@Suite("Views: what widgets use")
struct WidgetViewsTests {
  static let now = Date(timeIntervalSince1970: 1_780_911_660)  // 2026-06-08 09:41:00 UTC

  /// The rows of a view drawn at `now` into a width × height frame, trailing spaces trimmed.
  func rows<V: View>(
    _ view: V, width: Int, height: Int, now: Date = Self.now, ascii: Bool = false
  ) throws -> [String] {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: now, timeZone: TimeZone(identifier: "UTC")!,
      asciiOnly: ascii)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    return frame.text.components(separatedBy: "\n").map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The context the text-style tests draw in (the default theme, at `now`).
  static func styleContext() throws -> RenderContext {
    RenderContext(theme: try ThemeLoader.defaultTheme(), now: Self.now)
  }

  /// The style of a view's first cell, drawn into a 4 × 1 frame.
  static func firstCellStyle<V: View>(of view: V, context: RenderContext) -> CellStyle {
    var frame = Frame(width: 4, height: 1)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: 4, height: 1), frame: &frame,
      environment: .init(foreground: .default))
    return frame[0, 0].style
  }

  @Test("HStack and VStack honour alignment and spacing (8 pt a column, 16 pt a row)")
  func stacks() throws {
    let vertical = VStack(alignment: .trailing, spacing: 16) {
      Text("a")
      Text("bbb")
    }
    #expect(try rows(vertical, width: 10, height: 4) == ["  a", "", "bbb", ""])
    let horizontal = HStack(alignment: .bottom, spacing: 24) {
      Text("x")
      VStack(spacing: 0) {
        Text("1")
        Text("2")
      }
    }
    #expect(try rows(horizontal, width: 10, height: 3) == ["    1", "x   2", ""])
    let top = HStack(alignment: .top, spacing: 0) {
      Text("x")
      VStack(spacing: 0) {
        Text("1")
        Text("2")
      }
    }
    #expect(try rows(top, width: 10, height: 2) == ["x1", " 2"])
  }

  @Test("ZStack aligns its children; Spacer(minLength:) keeps its minimum")
  func zStackAndSpacer() throws {
    let layered = ZStack(alignment: .bottomTrailing) {
      Color.clear.frame(width: 40, height: 48)
      Text("z")
    }
    #expect(try rows(layered, width: 8, height: 3) == ["", "", "    z"])
    let spaced = HStack(spacing: 0) {
      Text("left side")
      Spacer(minLength: 16)
      Text("right")
    }
    #expect(try rows(spaced, width: 20, height: 1) == ["left side      right"])
    let narrow = try rows(spaced, width: 14, height: 1)
    #expect(narrow == ["left s…  right"], "the minimum stays: \(narrow)")
  }

  @Test("padding by edges and length, and frame(maxWidth:alignment:)")
  func paddingAndFrame() throws {
    let padded = Text("p").padding(.leading, 16).padding(.top, 16)
    #expect(try rows(padded, width: 5, height: 2) == ["", "  p"])
    let wide = Text("r").frame(maxWidth: .infinity, alignment: .trailing)
    #expect(try rows(wide, width: 6, height: 1) == ["     r"])
    let centred = Text("c").frame(maxWidth: .infinity, maxHeight: .infinity)
    #expect(try rows(centred, width: 5, height: 3) == ["", "  c", ""])
  }

  @Test("text styles: fonts bold or dim, .bold(), .italic(), foreground colours")
  func textStyles() throws {
    let context = try Self.styleContext()
    func style<V: View>(_ view: V) -> CellStyle { Self.firstCellStyle(of: view, context: context) }
    #expect(style(Text("t").font(.headline)).attributes.contains(.bold))
    #expect(style(Text("t").font(.title)).attributes.contains(.bold))
    #expect(style(Text("t").font(.caption)).attributes.contains(.dim))
    #expect(!style(Text("t").font(.body)).attributes.contains(.bold))
    #expect(style(Text("t").bold()).attributes.contains(.bold))
    #expect(style(Text("t").italic()).attributes.contains(.italic))
    #expect(!style(Text("t").italic(false)).attributes.contains(.italic))
    #expect(style(Text("t").foregroundStyle(.red)).foreground == context.theme.resolve(.red))
    #expect(style(Text("t").foregroundColor(.blue)).foreground == context.theme.resolve(.blue))
    #expect(
      style(Text("7").monospacedDigit().widgetAccentable().privacySensitive()) == style(Text("7")))
  }

  @Test("multilineTextAlignment aligns wrapped lines; opacity dims, and hides at 0; fontWeight")
  func alignmentOpacityWeight() throws {
    let centred = Text("one two three").multilineTextAlignment(.center)
    #expect(try rows(centred, width: 7, height: 2) == ["one two", " three"])
    let trailing = Text("one two three").multilineTextAlignment(.trailing)
    #expect(try rows(trailing, width: 7, height: 2) == ["one two", "  three"])
    #expect(try rows(Text("one two three"), width: 7, height: 2) == ["one two", "three"])
    #expect(try rows(Text("gone").opacity(0), width: 6, height: 1) == [""])
    let context = try Self.styleContext()
    func style<V: View>(_ view: V) -> CellStyle { Self.firstCellStyle(of: view, context: context) }
    #expect(style(Text("t").opacity(0.5)).attributes.contains(.dim))
    #expect(!style(Text("t").opacity(1)).attributes.contains(.dim))
    #expect(style(Text("t").fontWeight(.semibold)).attributes.contains(.bold))
    #expect(!style(Text("t").fontWeight(.regular).font(.headline)).attributes.contains(.bold))
  }

  @Test("live dates format against the render context's now; .date and .time don't move")
  func liveDates() throws {
    let target = Self.now + 130
    let column = VStack(alignment: .leading, spacing: 0) {
      Text(target, style: .timer)
      Text(target, style: .relative)
      Text(target, style: .offset)
      Text(target, style: .time)
      Text(target, style: .date)
      Text(timerInterval: Self.now - 10...Self.now + 50, countsDown: true)
      Text(timerInterval: Self.now - 10...Self.now + 50, countsDown: false)
      Text(
        timerInterval: Self.now - 10...Self.now + 50, pauseTime: Self.now - 5, countsDown: true)
    }
    #expect(
      try rows(column, width: 20, height: 8) == [
        "2:10", "2 min, 10 sec", "+2 min, 10 sec", "9:43 AM", "June 8, 2026", "0:50", "0:10",
        "0:55",
      ])
    #expect(
      try rows(column, width: 20, height: 8, now: Self.now + 1) == [
        "2:09", "2 min, 9 sec", "+2 min, 9 sec", "9:43 AM", "June 8, 2026", "0:49", "0:11",
        "0:55",
      ])
    #expect(
      try rows(column, width: 20, height: 8, now: Self.now + 200)[0...2] == [
        "1:10", "1 min, 10 sec", "-1 min, 10 sec",
      ], "past the date a timer counts up and the offset turns negative")
  }

  @Test("minimumScaleFactor abbreviates units before truncating; other text just truncates")
  func minimumScaleFactor() throws {
    let target = Self.now + 130
    let scaled = Text(target, style: .relative).minimumScaleFactor(0.5).lineLimit(1)
    #expect(try rows(scaled, width: 20, height: 1) == ["2 min, 10 sec"], "fits: unchanged")
    #expect(try rows(scaled, width: 8, height: 1) == ["2m 10s"])
    #expect(try rows(scaled, width: 4, height: 1) == ["2 m…"], "not even abbreviated fits")
    let plain = Text(target, style: .relative).lineLimit(1)
    #expect(try rows(plain, width: 8, height: 1) == ["2 min, …"])
    #expect(TextFormatter.compact("1 hr, 5 min") == "1h 5m")
    #expect(TextFormatter.compact("Coffee") == "Coffee")
  }

  @Test("Gauge styles: linear capacity bars, an accessory line, circular rings")
  func gauges() throws {
    let capacity = Gauge(value: 0.5) {
      Text("Health")
    } currentValueLabel: {
      Text("50")
    }
    .gaugeStyle(.linearCapacity)
    #expect(try rows(capacity, width: 12, height: 2) == ["Health    50", "██████░░░░░░"])
    let linear = Gauge(value: 3, in: 0...4) { Text("Q") }.gaugeStyle(.accessoryLinear)
    #expect(try rows(linear, width: 9, height: 2) == ["Q", "──────●──"])
    let circular = Gauge(value: 0.75) {
      Text("HP")
    } currentValueLabel: {
      Text("75")
    }
    .gaugeStyle(.accessoryCircular)
    #expect(try rows(circular, width: 5, height: 1) == ["◕75"])
    let capacityRing = Gauge(value: 1.5) { Text("HP") }.gaugeStyle(.accessoryCircularCapacity)
    let ring = try rows(capacityRing, width: 5, height: 2)
    #expect(ring == ["●", "HP"], "clamped to full: \(ring)")
    let bounded = Gauge(value: 0.25) {
      Text("L")
    } currentValueLabel: {
      EmptyView()
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("1")
    }
    #expect(try rows(bounded, width: 8, height: 2) == ["L", "0 █░░░ 1"])
    #expect(
      try rows(capacity, width: 12, height: 2, ascii: true) == ["Health    50", "######------"])
  }

  @Test("ProgressView(value:total:) is a bar; without a value, a dotted one")
  func progressViews() throws {
    #expect(try rows(ProgressView(value: 3.0, total: 4), width: 8, height: 1) == ["██████░░"])
    #expect(try rows(ProgressView(value: 9.0, total: 4), width: 4, height: 1) == ["████"])
    #expect(try rows(ProgressView(), width: 4, height: 1) == ["····"])
    #expect(
      try rows(ProgressView("Brewing", value: 0.5), width: 8, height: 2) == ["Brewing", "████░░░░"])
  }

  @Test("ProgressView(timerInterval:countsDown:) empties (or fills) live, the time left beside it")
  func timerProgress() throws {
    let counting = ProgressView(timerInterval: Self.now...Self.now + 80, countsDown: true)
    #expect(try rows(counting, width: 8, height: 2) == ["    1:20", "████████"])
    #expect(
      try rows(counting, width: 8, height: 2, now: Self.now + 60) == ["    0:20", "██░░░░░░"])
    let filling = ProgressView(timerInterval: Self.now...Self.now + 80, countsDown: false)
    #expect(
      try rows(filling, width: 8, height: 2, now: Self.now + 20) == ["    0:20", "██░░░░░░"])
    let next = RedrawSchedule.nextLiveTextChange(in: resolveViewNode(counting), now: Self.now)
    #expect(next == Self.now + 1, "its label ticks each second")
  }

  @Test("containerBackground(for: .widget) fills the whole tile, the content centred on it")
  func containerBackground() throws {
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: Self.now)
    let view = Text("hi").containerBackground(for: .widget) { Color.blue }
    var frame = Frame(width: 6, height: 3)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: Rect(x: 0, y: 0, width: 6, height: 3), frame: &frame,
      environment: .init(foreground: .default))
    #expect(frame.text.components(separatedBy: "\n") == ["      ", "  hi  ", "      "])
    let blue = context.theme.resolve(.blue)
    for y in 0..<3 {
      for x in 0..<6 { #expect(frame[x, y].style.background == blue, "cell \(x),\(y)") }
    }
    let styled = Text("x").containerBackground(Color.red, for: .widget)
    #expect(resolveViewNode(styled).containerBackground == .color(.red))
    #expect(resolveViewNode(Text("x")).containerBackground == nil)
  }
}
