// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct LineStatusEntry: TimelineEntry {
    let date: Date
    let line: Int
    let status: String
    let reliability: Double
}

struct LineStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> LineStatusEntry {
        LineStatusEntry(date: .now, line: 4, status: "Good service", reliability: 0.9)
    }

    func getSnapshot(in context: Context, completion: @escaping (LineStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LineStatusEntry>) -> Void) {
        let entry = LineStatusEntry(date: .now, line: 4, status: "Minor delays", reliability: 0.75)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct LineStatusWidgetView: View {
    var entry: LineStatusEntry

    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.showsWidgetContainerBackground) private var showsBackground

    private var lineColor: Color {
        renderingMode == .fullColor ? .orange : .white
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.reliability) {
                    Text("U\(entry.line)")
                } currentValueLabel: {
                    Text("\(Int(entry.reliability * 100))")
                }
                .gaugeStyle(.accessoryCircular)
                .widgetAccentable()
            }
            .widgetLabel("Line \(entry.line)")
            .widgetURL(URL(string: "transit://line/\(entry.line)")!)
        case .accessoryRectangular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(alignment: .leading) {
                    Text("Line \(entry.line)")
                        .font(.headline)
                        .widgetAccentable()
                    Text(entry.status)
                        .foregroundStyle(showsBackground ? .primary : .secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .widgetURL(URL(string: "transit://line/\(entry.line)")!)
        case .systemMedium:
            HStack {
                Text("Line \(entry.line)")
                    .font(.headline)
                    .foregroundStyle(lineColor)
                Spacer()
                Link(destination: URL(string: "transit://line/\(entry.line)/map")!) {
                    Label("Map", systemImage: "map")
                }
            }
            .padding(margins)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
            }
        default:
            VStack(alignment: .leading, spacing: 0) {
                Text("LINE \(entry.line)")
                    .font(.caption.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(lineColor)
                Text(entry.status)
                    .padding(.horizontal, margins.leading)
                Spacer(minLength: 0)
            }
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
            }
            .widgetURL(URL(string: "transit://line/\(entry.line)")!)
        }
    }
}

struct LineStatusWidget: Widget {
    let kind: String = "LineStatusWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LineStatusProvider()) { entry in
            LineStatusWidgetView(entry: entry)
        }
        .configurationDisplayName("Line Status")
        .description("How your line is running.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(true)
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
    }
}

/// The app's own screen: it shows the line a widget opened it with.
struct LineStatusHome: View {
    @State private var openedLine = "none"

    var body: some View {
        VStack {
            Text("Transit")
            Text("Showing: \(openedLine)")
        }
        .onOpenURL { url in
            openedLine = url.path.isEmpty ? url.absoluteString : "line\(url.path)"
        }
    }
}

struct LineStatusBundle: WidgetBundle {
    var body: some Widget {
        LineStatusWidget()
    }
}

extension LineStatusBundle: SpacesAppInfo {
    static var appName: String { "Transit" }
    static var appView: AnyView? { AnyView(LineStatusHome()) }
}
