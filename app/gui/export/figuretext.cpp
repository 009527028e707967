#include "gui/export/figuretext.h"

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

QStringList FigureText::wrap(const QString &text, const QFont &font, const QPaintDevice *device, double width)
{
    const QFontMetricsF metrics(font, const_cast<QPaintDevice *>(device));
    // Latin text breaks at spaces; Chinese, Japanese and Korean text (no spaces) may break between
    // any two of its characters, so a CJK title wraps instead of running off the canvas.
    struct Token
    {
        QString text;
        bool spaceBefore;
    };
    auto isCjk = [](QChar c) { return c.unicode() >= 0x2E80; };
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QList<Token> tokens;
        for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (std::none_of(word.cbegin(), word.cend(), isCjk)) {
                tokens << Token{word, true};
                continue;
            }
            bool first = true;
            QString run; // a run of non-CJK characters stays together
            for (QChar c : word) {
                if (isCjk(c)) {
                    if (!run.isEmpty()) {
                        tokens << Token{run, first};
                        first = false;
                        run.clear();
                    }
                    tokens << Token{QString(c), first};
                    first = false;
                } else {
                    run += c;
                }
            }
            if (!run.isEmpty())
                tokens << Token{run, first};
        }
        QString line;
        for (const Token &token : std::as_const(tokens)) {
            const QString candidate = line.isEmpty() ? token.text
                                                     : line + (token.spaceBefore ? QStringLiteral(" ") : QString()) + token.text;
            if (line.isEmpty() || metrics.horizontalAdvance(candidate) <= width) {
                line = candidate;
            } else {
                lines << line;
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
