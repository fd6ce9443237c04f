// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

/// A flow layout as the WWDC22 "Compose custom layouts with SwiftUI" session and countless
/// blog posts write it: tags left to right, wrapping to a new row when the width runs out.
struct TagFlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var width: CGFloat = 0
        var height: CGFloat = 0
        var rowWidth: CGFloat = 0
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if rowWidth > 0 && rowWidth + spacing + size.width > maxWidth {
                width = max(width, rowWidth)
                height += rowHeight
                rowWidth = 0
                rowHeight = 0
            }
            rowWidth += (rowWidth > 0 ? spacing : 0) + size.width
            rowHeight = max(rowHeight, size.height)
        }
        width = max(width, rowWidth)
        height += rowHeight
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TastingEntry: TimelineEntry {
    let date: Date
    let coffee: String
    let notes: [String]

    static let sample = TastingEntry(
        date: .now, coffee: "Ethiopia Guji",
        notes: ["jasmine", "bergamot", "peach", "honey", "black tea"])
}

struct TastingProvider: TimelineProvider {
    func placeholder(in context: Context) -> TastingEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (TastingEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TastingEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

struct TastingNotesView: View {
    @Environment(\.widgetFamily) var family
    let entry: TastingEntry

    var body: some View {
        // The title beside the notes where there is room, above them in the small family.
        let layout = family == .systemSmall
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
            : AnyLayout(HStackLayout(alignment: .top, spacing: 16))
        layout {
            Text(entry.coffee)
                .font(.headline)
            TagFlowLayout {
                ForEach(entry.notes, id: \.self) { note in
                    Text(note)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct TastingNotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TastingNotes", provider: TastingProvider()) { entry in
            TastingNotesView(entry: entry)
        }
        .configurationDisplayName("Tasting Notes")
        .description("The notes of the coffee in your grinder.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}


struct TastingNotesBundle: WidgetBundle {
    var body: some Widget {
        TastingNotesWidget()
    }
}
