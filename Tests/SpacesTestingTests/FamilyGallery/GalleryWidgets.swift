import Foundation
import SpacesKit

// A widget per kind of view, each written as a shipping widget is (the family read from the
// environment, padding and spacing, shapes and gradients) and offered in every iPhone family,
// so that the golden frames show each family drawing each kind of view.

struct GalleryEntry: TimelineEntry {
  let date: Date
  let progress: Double
}

struct GalleryProvider: TimelineProvider {
  func placeholder(in context: Context) -> GalleryEntry {
    GalleryEntry(date: .now, progress: 0.6)
  }

  func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
    completion(Timeline(entries: [GalleryEntry(date: .now, progress: 0.6)], policy: .never))
  }
}

/// Text: a title, a caption, a number with a specifier, a date and words that wrap.
struct TextGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry

  var body: some View {
    switch family {
    case .accessoryInline:
      Text("Line 4 · \(entry.progress * 100, specifier: "%.0f")%")
    case .accessoryCircular:
      VStack(spacing: 0) {
        Text("\(entry.progress * 100, specifier: "%.0f")").font(.headline)
        Text("pct").font(.caption2)
      }
    default:
      VStack(alignment: .leading, spacing: 4) {
        Text("Line 4").font(.headline)
        Text("Every 6 minutes until midnight, then every 15")
          .font(.caption)
          .foregroundStyle(.secondary)
          .lineLimit(family == .accessoryRectangular ? 1 : 3)
        Text("\(entry.progress * 100, specifier: "%.1f")% on time")
          .font(.caption2)
          .monospacedDigit()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

/// Shapes: a filled rounded rectangle, a ring drawn with `trim`, a capsule, a divider.
struct ShapesGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry

  var body: some View {
    switch family {
    case .accessoryInline:
      Label("60%", systemImage: "circle.dashed")
    case .accessoryCircular:
      ZStack {
        AccessoryWidgetBackground()
        Circle()
          .trim(from: 0, to: entry.progress)
          .stroke(lineWidth: 2)
          .rotationEffect(.degrees(-90))
      }
    default:
      HStack(spacing: 8) {
        RoundedRectangle(cornerRadius: 6, style: .continuous)
          .fill(Color.blue)
          .frame(width: 40)
        VStack(spacing: 6) {
          Circle()
            .trim(from: 0, to: entry.progress)
            .stroke(Color.orange, lineWidth: 3)
            .rotationEffect(.degrees(-90))
          Divider()
          Capsule().fill(Color.green.opacity(0.6)).frame(height: 16)
        }
      }
      .padding(4)
    }
  }
}

/// Colour: a gradient background, colours with opacity, hierarchical styles.
struct ColourGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("Sunrise").font(.headline)
      if family != .accessoryInline {
        Text("6:42").foregroundStyle(.secondary)
        Text("Golden hour 18:51").foregroundStyle(.tertiary)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [.orange, .pink.opacity(0.8), .purple], startPoint: .top, endPoint: .bottom)
    }
  }
}

/// Gauges and progress: a linear gauge, a circular one, a progress bar.
struct GaugeGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: entry.progress) {
        Text("Bat")
      } currentValueLabel: {
        Text("\(Int(entry.progress * 100))")
      }
      .gaugeStyle(.accessoryCircular)
    case .accessoryInline:
      ProgressView(value: entry.progress) { Text("Battery") }
    case .accessoryRectangular:
      Gauge(value: entry.progress) { Text("Battery") }
        .gaugeStyle(.accessoryLinearCapacity)
    default:
      VStack(alignment: .leading, spacing: 8) {
        Gauge(value: entry.progress) { Text("Battery") }
          .gaugeStyle(.linearCapacity)
          .tint(.green)
        ProgressView(value: entry.progress)
          .tint(.blue)
        Gauge(value: entry.progress, in: 0...1) {
          Image(systemName: "bolt.fill")
        }
        .gaugeStyle(.accessoryCircularCapacity)
      }
    }
  }
}

/// Layout: a grid of stops, and a `ViewThatFits` that picks what fits.
struct LayoutGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry
  let stops = [("Central", "2 min"), ("Harbour", "9 min"), ("Airport", "21 min")]

  var body: some View {
    ViewThatFits {
      Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 2) {
        ForEach(stops, id: \.0) { stop in
          GridRow {
            Image(systemName: "tram.fill")
            Text(stop.0)
            Text(stop.1).gridColumnAlignment(.trailing)
          }
        }
      }
      Text("Central 2 min")
      Image(systemName: "tram.fill")
    }
  }
}

/// Symbols: SF Symbols with variants, a label, a symbol that falls back to its family.
struct SymbolGalleryView: View {
  @Environment(\.widgetFamily) var family
  var entry: GalleryEntry

  var body: some View {
    if family == .accessoryInline {
      Label("Rain at 4 PM", systemImage: "cloud.rain")
    } else {
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
          Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red)
          Image(systemName: "tram.fill.tunnel")
        }
        Label("Rain at 4 PM", systemImage: "cloud.rain")
          .font(.caption)
      }
    }
  }
}

/// Every iPhone family a widget can be in.
let galleryFamilies: [WidgetFamily] = [
  .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular,
  .accessoryInline,
]

struct TextGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.text", provider: GalleryProvider()) { entry in
      TextGalleryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Text")
    .supportedFamilies(galleryFamilies)
  }
}

struct ShapesGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.shapes", provider: GalleryProvider()) { entry in
      ShapesGalleryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Shapes")
    .supportedFamilies(galleryFamilies)
  }
}

struct ColourGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.colour", provider: GalleryProvider()) { entry in
      ColourGalleryView(entry: entry)
    }
    .configurationDisplayName("Colour")
    .supportedFamilies(galleryFamilies)
  }
}

struct GaugeGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.gauge", provider: GalleryProvider()) { entry in
      GaugeGalleryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Gauges")
    .supportedFamilies(galleryFamilies)
  }
}

struct LayoutGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.layout", provider: GalleryProvider()) { entry in
      LayoutGalleryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Layout")
    .supportedFamilies(galleryFamilies)
  }
}

struct SymbolGalleryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "gallery.symbols", provider: GalleryProvider()) { entry in
      SymbolGalleryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Symbols")
    .supportedFamilies(galleryFamilies)
  }
}

struct GalleryWidgets: WidgetBundle {
  var body: some Widget {
    TextGalleryWidget()
    ShapesGalleryWidget()
    ColourGalleryWidget()
    GaugeGalleryWidget()
    LayoutGalleryWidget()
    SymbolGalleryWidget()
  }
}
