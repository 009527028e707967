#include "gui/chart/figuretext.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

QFont FigureText::font(const QPainter *painter, double units, bool bold)
{
    // In a Chinese, Japanese or Korean UI the figure font is Noto Sans CJK (it has Latin letters
    // too): with DejaVu Sans the CJK glyphs come from a fallback font taller than DejaVu's line
    // spacing, and wrapped lines touched.
    const QLocale locale;
    const bool cjk = locale.script() == QLocale::SimplifiedHanScript || locale.script() == QLocale::TraditionalHanScript
        || locale.language() == QLocale::Japanese || locale.language() == QLocale::Korean;
    QFont f(cjk ? QStringLiteral("Noto Sans CJK SC") : QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    const int dpi = painter && painter->device() ? painter->device()->logicalDpiY() : 96;
    f.setPointSizeF(units * 72.0 / std::max(1, dpi));
    f.setBold(bold);
    return f;
}

namespace {
// Line-breaking rules for Chinese, Japanese and Korean text (kinsoku): no line starts with closing
// punctuation and none ends with an opening bracket.
bool isCjk(QChar c)
{
    return c.unicode() >= 0x2E80;
}
bool closesLine(QChar c) // may not start a line
{
    static const QString close = QStringLiteral("）」』】》〉〕〗〙〛｝］，。、；：！？・ー…‥々)]},.;:!?%");
    return close.contains(c);
}
bool opensLine(QChar c) // may not end a line
{
    static const QString open = QStringLiteral("（「『【《〈〔〖〘〚｛［([{");
    return open.contains(c);
}
// A CJK separator after which a line may end without cutting a word.
bool separatorAfter(QChar c)
{
    static const QString separators = QStringLiteral("，、。；：！？）」』】》〉〕〗〙〛｝］");
    return separators.contains(c);
}
// Whether a line may break between word[i - 1] and word[i] (a word has no spaces): `insideWords`
// also allows any break between CJK characters (a CJK word has no spaces to break at).
bool breakAllowed(const QString &word, qsizetype i, bool insideWords)
{
    const QChar prev = word[i - 1], next = word[i];
    if (closesLine(next) || opensLine(prev))
        return false;
    if ((separatorAfter(prev) && isCjk(prev)) || (opensLine(next) && isCjk(next)))
        return true;
    return insideWords && (isCjk(prev) || isCjk(next));
}
// Splits a word (no spaces) at its allowed breaks.
QStringList pieces(const QString &word, bool insideWords)
{
    QStringList out;
    qsizetype from = 0;
    for (qsizetype i = 1; i < word.size(); ++i) {
        if (breakAllowed(word, i, insideWords)) {
            out << word.mid(from, i - from);
            from = i;
        }
    }
    out << word.mid(from);
    return out;
}
} // namespace

QStringList FigureText::wrap(const QString &text, const QFont &font, const QPaintDevice *device, double width, WrapMode mode)
{
    const QFontMetricsF metrics(font, const_cast<QPaintDevice *>(device));
    // Latin text breaks at spaces. Chinese, Japanese and Korean text has few spaces: it breaks first
    // at them and after its separators (，、。 and closing brackets) or before an opening bracket, and
    // only a piece still wider than the line breaks between its characters (mode BreakInsideWords),
    // never before closing punctuation nor after an opening bracket.
    struct Token
    {
        QString text;
        bool spaceBefore;
    };
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QList<Token> tokens;
        for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            bool first = true;
            for (const QString &piece : pieces(word, false)) {
                tokens << Token{piece, first};
                first = false;
            }
        }
        QString line;
        auto place = [&](const Token &token) {
            const QString candidate = line.isEmpty() ? token.text
                                                     : line + (token.spaceBefore ? QStringLiteral(" ") : QString()) + token.text;
            if (line.isEmpty() || metrics.horizontalAdvance(candidate) <= width) {
                line = candidate;
                return true;
            }
            return false;
        };
        for (const Token &token : std::as_const(tokens)) {
            if (place(token))
                continue;
            lines << line;
            line.clear();
            if (mode == WrapMode::BreakInsideWords && metrics.horizontalAdvance(token.text) > width) {
                // Wider than a whole line: between its CJK characters (a Latin word stays whole).
                bool first = true;
                for (const QString &piece : pieces(token.text, true)) {
                    if (!place(Token{piece, first && token.spaceBefore})) {
                        lines << line;
                        line = piece;
                    }
                    first = false;
                }
            } else {
                line = token.text;
            }
        }
        lines << line;
    }
    return lines;
}

QString FigureText::forPrint(const QString &label)
{
    QString out = label;
    out.replace(QStringLiteral("hash … consistent"), QStringLiteral("hash $request_uri consistent"));
    return out;
}

class TextCaptureDevice::Engine : public QPaintEngine
{
public:
    Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
    void drawTextItem(const QPointF &p, const QTextItem &item) override
    {
        if (item.text().trimmed().isEmpty())
            return;
        const QRectF local(p.x(), p.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        boxes.append({state->transform().mapRect(local), item.text()});
    }
    Type type() const override { return QPaintEngine::User; }
    QList<TextBox> boxes;
};

TextCaptureDevice::TextCaptureDevice(QSizeF size) : m_size(size), m_engine(std::make_unique<Engine>()) {}

TextCaptureDevice::~TextCaptureDevice() = default;

QPaintEngine *TextCaptureDevice::paintEngine() const
{
    return m_engine.get();
}

QList<TextBox> TextCaptureDevice::boxes() const
{
    return m_engine->boxes;
}

int TextCaptureDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth: return int(std::ceil(m_size.width()));
    case PdmHeight: return int(std::ceil(m_size.height()));
    case PdmWidthMM: return int(std::ceil(m_size.width() * 25.4 / 96.0));
    case PdmHeightMM: return int(std::ceil(m_size.height() * 25.4 / 96.0));
    case PdmNumColors: return 0x7fffffff;
    case PdmDepth: return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY: return 96;
    case PdmDevicePixelRatio: return 1;
    case PdmDevicePixelRatioScaled: return int(QPaintDevice::devicePixelRatioFScale());
    }
    return 0;
}

} // namespace ringlab::gui
