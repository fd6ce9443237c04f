import Foundation
import SpacesEngine
import SpacesKit
import Synchronization

/// The image benchmark's app: a widget drawn the way shipping widgets show artwork (a cover
/// image scaled to fit beside its title, a live timer, a colour from the catalog behind).
enum ImagesBenchApp {
  static let kind = "bench.Images"
  static let apps = [HostedApp(name: "Images", bundle: ImagesBenchBundle.self)]
  /// The bundle folder whose catalog the widget draws from (set before the run).
  static let bundlePath = Mutex<String?>(nil)
}

struct ImagesBenchEntry: TimelineEntry {
  let date: Date
}

struct ImagesBenchProvider: TimelineProvider {
  func placeholder(in context: Context) -> ImagesBenchEntry {
    ImagesBenchEntry(date: Date(timeIntervalSince1970: 0))
  }

  func getSnapshot(in context: Context, completion: @escaping (ImagesBenchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ImagesBenchEntry>) -> Void)
  {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct ImagesBenchView: View {
  let entry: ImagesBenchEntry
  var bundle: Bundle? { ImagesBenchApp.bundlePath.withLock { $0 }.flatMap(Bundle.init(path:)) }

  var body: some View {
    HStack(spacing: 8) {
      Image("image0", bundle: bundle)
        .resizable()
        .scaledToFit()
        .frame(width: 64, height: 64)
        .clipShape(RoundedRectangle(cornerRadius: 8))
      VStack(alignment: .leading) {
        Text("Now roasting").font(.caption)
        Text(entry.date, style: .timer).bold()
      }
    }
    .padding(8)
    .containerBackground(for: .widget) { Color("color0", bundle: bundle) }
  }
}

struct ImagesBenchWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: ImagesBenchApp.kind, provider: ImagesBenchProvider()) { entry in
      ImagesBenchView(entry: entry)
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct ImagesBenchBundle: WidgetBundle {
  var body: some Widget { ImagesBenchWidget() }
}
