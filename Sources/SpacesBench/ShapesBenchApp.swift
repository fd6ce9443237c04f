import Foundation
import SpacesEngine
import SpacesKit

/// The shapes benchmark's app: a widget drawn the way shipping widgets use shapes and
/// gradients (a ring gauge over a translucent track, a card filled with a colour's gradient, a
/// capsule badge, a linear-gradient background).
enum ShapesBenchApp {
  static let kind = "bench.Shapes"
  static let apps = [HostedApp(name: "Shapes", bundle: ShapesBenchBundle.self)]
}

struct ShapesBenchEntry: TimelineEntry {
  let date: Date
  let progress: Double
}

struct ShapesBenchProvider: TimelineProvider {
  func placeholder(in context: Context) -> ShapesBenchEntry {
    ShapesBenchEntry(date: .now, progress: 0.6)
  }

  func getSnapshot(in context: Context, completion: @escaping (ShapesBenchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ShapesBenchEntry>) -> Void)
  {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct ShapesBenchView: View {
  let entry: ShapesBenchEntry

  var body: some View {
    VStack(spacing: 4) {
      ZStack {
        Circle().stroke(Color.white.opacity(0.3), lineWidth: 6)
        Circle().trim(from: 0, to: entry.progress)
          .stroke(.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Text("\(Int(entry.progress * 100))%").bold()
      }
      Text("Move")
        .padding(.horizontal, 8)
        .background { Capsule().fill(.orange.gradient) }
    }
    .padding(8)
    .background {
      RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue.gradient)
    }
    .containerBackground(for: .widget) {
      LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
    }
  }
}

struct ShapesBenchWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: ShapesBenchApp.kind, provider: ShapesBenchProvider()) { entry in
      ShapesBenchView(entry: entry)
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct ShapesBenchBundle: WidgetBundle {
  var body: some Widget { ShapesBenchWidget() }
}
