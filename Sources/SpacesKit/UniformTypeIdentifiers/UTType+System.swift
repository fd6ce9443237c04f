#if !canImport(UniformTypeIdentifiers)
  /// The system-declared types apps name most, with their extensions, MIME types and what they
  /// conform to, as UniformTypeIdentifiers declares them.
  extension UTType {
    /// A type by identifier, from the table below.
    private static func system(_ identifier: String) -> UTType {
      known[identifier] ?? UTType(identifier, description: nil, parents: ["public.item"])
    }

    /// The base type of every file and folder.
    public static var item: UTType { system("public.item") }
    /// Content people read, watch or listen to.
    public static var content: UTType { system("public.content") }
    /// A sequence of bytes (every regular file).
    public static var data: UTType { system("public.data") }
    /// A folder.
    public static var folder: UTType { system("public.folder") }
    /// A folder (the base type of folders and packages).
    public static var directory: UTType { system("public.directory") }
    /// Text in some encoding.
    public static var text: UTType { system("public.text") }
    /// Text without markup.
    public static var plainText: UTType { system("public.plain-text") }
    /// Plain text in UTF-8.
    public static var utf8PlainText: UTType { system("public.utf8-plain-text") }
    /// Comma-separated values.
    public static var commaSeparatedText: UTType { system("public.comma-separated-values-text") }
    /// Tab-separated values.
    public static var tabSeparatedText: UTType { system("public.tab-separated-values-text") }
    /// Rich Text Format.
    public static var rtf: UTType { system("public.rtf") }
    /// Web pages in HTML.
    public static var html: UTType { system("public.html") }
    /// Text marked up in XML.
    public static var xml: UTType { system("public.xml") }
    /// Data written as JSON text.
    public static var json: UTType { system("public.json") }
    /// Data written as YAML text.
    public static var yaml: UTType { system("public.yaml") }
    /// Source code.
    public static var sourceCode: UTType { system("public.source-code") }
    /// Swift source.
    public static var swiftSource: UTType { system("public.swift-source") }
    /// A property list.
    public static var propertyList: UTType { system("com.apple.property-list") }
    /// An image.
    public static var image: UTType { system("public.image") }
    /// A PNG image.
    public static var png: UTType { system("public.png") }
    /// A JPEG image.
    public static var jpeg: UTType { system("public.jpeg") }
    /// A GIF image.
    public static var gif: UTType { system("com.compuserve.gif") }
    /// A HEIC image.
    public static var heic: UTType { system("public.heic") }
    /// A TIFF image.
    public static var tiff: UTType { system("public.tiff") }
    /// A WebP image.
    public static var webP: UTType { system("org.webmproject.webp") }
    /// An SVG image.
    public static var svg: UTType { system("public.svg-image") }
    /// A PDF document.
    public static var pdf: UTType { system("com.adobe.pdf") }
    /// Sound, of any audio format.
    public static var audio: UTType { system("public.audio") }
    /// MP3 audio.
    public static var mp3: UTType { system("public.mp3") }
    /// MPEG-4 audio.
    public static var mpeg4Audio: UTType { system("public.mpeg-4-audio") }
    /// WAVE audio.
    public static var wav: UTType { system("com.microsoft.waveform-audio") }
    /// Audio and video (a movie).
    public static var audiovisualContent: UTType { system("public.audiovisual-content") }
    /// A movie.
    public static var movie: UTType { system("public.movie") }
    /// Video without audio.
    public static var video: UTType { system("public.video") }
    /// An MPEG-4 movie.
    public static var mpeg4Movie: UTType { system("public.mpeg-4") }
    /// A QuickTime movie.
    public static var quickTimeMovie: UTType { system("com.apple.quicktime-movie") }
    /// An archive.
    public static var archive: UTType { system("public.archive") }
    /// A zip archive.
    public static var zip: UTType { system("public.zip-archive") }
    /// A gzip archive.
    public static var gzip: UTType { system("org.gnu.gnu-zip-archive") }
    /// A URL, of any scheme.
    public static var url: UTType { system("public.url") }
    /// A file URL.
    public static var fileURL: UTType { system("public.file-url") }
    /// A contact card.
    public static var vCard: UTType { system("public.vcard") }
    /// A calendar event.
    public static var calendarEvent: UTType { system("public.calendar-event") }
    /// An email message.
    public static var emailMessage: UTType { system("public.email-message") }
    /// A spreadsheet.
    public static var spreadsheet: UTType { system("public.spreadsheet") }
    /// A presentation.
    public static var presentation: UTType { system("public.presentation") }

    /// The declared types, in declaration order (an extension's first match wins).
    static let ordered: [UTType] = [
      UTType("public.item", description: "item", parents: []),
      UTType("public.content", description: "content", parents: ["public.item"]),
      UTType("public.data", description: "data", parents: ["public.item"]),
      UTType("public.directory", description: "folder", parents: ["public.item"]),
      UTType("public.folder", description: "folder", parents: ["public.directory"]),
      UTType(
        "public.text", description: "text", parents: ["public.data", "public.content"]),
      UTType(
        "public.plain-text", description: "plain text", extensions: ["txt", "text"],
        mime: ["text/plain"], parents: ["public.text"]),
      UTType("public.utf8-plain-text", description: "UTF-8 text", parents: ["public.plain-text"]),
      UTType(
        "public.comma-separated-values-text", description: "CSV text", extensions: ["csv"],
        mime: ["text/csv"], parents: ["public.text"]),
      UTType(
        "public.tab-separated-values-text", description: "TSV text", extensions: ["tsv"],
        mime: ["text/tab-separated-values"], parents: ["public.text"]),
      UTType(
        "public.rtf", description: "rich text", extensions: ["rtf"], mime: ["text/rtf"],
        parents: ["public.text"]),
      UTType(
        "public.html", description: "HTML text", extensions: ["html", "htm"],
        mime: ["text/html"], parents: ["public.text"]),
      UTType(
        "public.xml", description: "XML text", extensions: ["xml", "opml"],
        mime: ["application/xml", "text/xml"], parents: ["public.text"]),
      UTType(
        "public.json", description: "JSON", extensions: ["json"], mime: ["application/json"],
        parents: ["public.text"]),
      UTType(
        "public.yaml", description: "YAML", extensions: ["yaml", "yml"],
        mime: ["application/x-yaml"], parents: ["public.text"]),
      UTType("public.source-code", description: "source code", parents: ["public.plain-text"]),
      UTType(
        "public.swift-source", description: "Swift source", extensions: ["swift"],
        parents: ["public.source-code"]),
      UTType(
        "com.apple.property-list", description: "property list", extensions: ["plist"],
        parents: ["public.data"]),
      UTType(
        "public.image", description: "image", parents: ["public.data", "public.content"]),
      UTType(
        "public.png", description: "PNG image", extensions: ["png"], mime: ["image/png"],
        parents: ["public.image"]),
      UTType(
        "public.jpeg", description: "JPEG image", extensions: ["jpg", "jpeg"],
        mime: ["image/jpeg"], parents: ["public.image"]),
      UTType(
        "com.compuserve.gif", description: "GIF image", extensions: ["gif"], mime: ["image/gif"],
        parents: ["public.image"]),
      UTType(
        "public.heic", description: "HEIC image", extensions: ["heic"], mime: ["image/heic"],
        parents: ["public.image"]),
      UTType(
        "public.tiff", description: "TIFF image", extensions: ["tiff", "tif"],
        mime: ["image/tiff"], parents: ["public.image"]),
      UTType(
        "org.webmproject.webp", description: "WebP image", extensions: ["webp"],
        mime: ["image/webp"], parents: ["public.image"]),
      UTType(
        "public.svg-image", description: "SVG image", extensions: ["svg"],
        mime: ["image/svg+xml"], parents: ["public.image", "public.xml"]),
      UTType(
        "com.adobe.pdf", description: "PDF document", extensions: ["pdf"],
        mime: ["application/pdf"], parents: ["public.data", "public.content"]),
      UTType(
        "public.audiovisual-content", description: "audiovisual content",
        parents: ["public.data", "public.content"]),
      UTType("public.audio", description: "audio", parents: ["public.audiovisual-content"]),
      UTType(
        "public.mp3", description: "MP3 audio", extensions: ["mp3"], mime: ["audio/mpeg"],
        parents: ["public.audio"]),
      UTType(
        "public.mpeg-4-audio", description: "MPEG-4 audio", extensions: ["m4a"],
        mime: ["audio/mp4"], parents: ["public.audio"]),
      UTType(
        "com.microsoft.waveform-audio", description: "WAVE audio", extensions: ["wav"],
        mime: ["audio/wav"], parents: ["public.audio"]),
      UTType("public.movie", description: "movie", parents: ["public.audiovisual-content"]),
      UTType("public.video", description: "video", parents: ["public.movie"]),
      UTType(
        "public.mpeg-4", description: "MPEG-4 movie", extensions: ["mp4"], mime: ["video/mp4"],
        parents: ["public.movie"]),
      UTType(
        "com.apple.quicktime-movie", description: "QuickTime movie", extensions: ["mov"],
        mime: ["video/quicktime"], parents: ["public.movie"]),
      UTType("public.archive", description: "archive", parents: ["public.data"]),
      UTType(
        "public.zip-archive", description: "zip archive", extensions: ["zip"],
        mime: ["application/zip"], parents: ["public.archive"]),
      UTType(
        "org.gnu.gnu-zip-archive", description: "gzip archive", extensions: ["gz"],
        mime: ["application/gzip"], parents: ["public.archive"]),
      UTType("public.url", description: "URL", parents: ["public.data"]),
      UTType("public.file-url", description: "file URL", parents: ["public.url"]),
      UTType(
        "public.vcard", description: "contact card", extensions: ["vcf"], mime: ["text/vcard"],
        parents: ["public.text"]),
      UTType(
        "public.calendar-event", description: "calendar event", extensions: ["ics"],
        mime: ["text/calendar"], parents: ["public.item"]),
      UTType(
        "public.email-message", description: "email message", extensions: ["eml"],
        mime: ["message/rfc822"], parents: ["public.data", "public.content"]),
      UTType(
        "public.spreadsheet", description: "spreadsheet",
        parents: ["public.data", "public.content"]),
      UTType(
        "public.presentation", description: "presentation",
        parents: ["public.data", "public.content"]),
    ]

    /// The declared types by identifier.
    static let known: [String: UTType] = Dictionary(
      ordered.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
  }
#endif
