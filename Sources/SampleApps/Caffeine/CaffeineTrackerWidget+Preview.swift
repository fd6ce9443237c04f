// swift-format-ignore-file

// The listing stays as the session shows it (4-space indents).

import SpacesKit

// WWDC23 "Bring widgets to life", 4:22: the caffeine tracker's preview, stepping through the
// four logged drinks (`P` on the Home Screen, `spaces preview CaffeineTrackerWidget`).

#Preview(as: WidgetFamily.systemSmall) {
    CaffeineTrackerWidget()
} timeline: {
    CaffeineLogEntry.log1
    CaffeineLogEntry.log2
    CaffeineLogEntry.log3
    CaffeineLogEntry.log4
}
