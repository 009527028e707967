#include "gui/chart/figure.h"

#include <QCoreApplication>

namespace ringlab::gui {

QString Figure::fullCaption() const
{
    const QString version = QCoreApplication::translate("ringlab::gui::Figure", "RingLab %1")
                                .arg(QStringLiteral(RINGLAB_VERSION));
    return caption.isEmpty() ? version : caption + QStringLiteral(" · ") + version;
}

QString Figure::drawnCaption() const
{
    switch (captionShown) {
    case CaptionShown::Full: return fullCaption();
    case CaptionShown::WithoutVersion: return caption;
    case CaptionShown::None: break;
    }
    return QString();
}

bool Figure::hasOptionalSeries() const
{
    for (const PlotSeries &s : plot.series)
        if (s.optional)
            return true;
    return false;
}

Figure Figure::withoutOptionalSeries() const
{
    Figure out = *this;
    out.plot.series.clear();
    QStringList left;
    for (const PlotSeries &s : plot.series)
        if (!s.optional)
            out.plot.series << s;
        else if (s.inLegend && !s.name.isEmpty())
            left << s.name;
    if (left.isEmpty())
        return out;
    // The data (CSV, JSON) keep every series: only the drawing leaves them out.
    const QString note = QCoreApplication::translate("ringlab::gui::Figure",
                                                     "%n more series in the CSV and JSON (all drawn with --all-series or "
                                                     "at a larger size)", nullptr, int(left.size()));
    out.caption = caption.isEmpty() ? note : caption + QStringLiteral("; ") + note;
    return out;
}

FigureData Figure::tidy(const QString &figure, const Plot &plot)
{
    FigureData data;
    data.columns = {QStringLiteral("figure"), QStringLiteral("series"), QStringLiteral("label"), QStringLiteral("x"),
                    QStringLiteral("y"), QStringLiteral("y_low"), QStringLiteral("y_high")};
    bool anyError = false;
    for (const PlotSeries &s : plot.series)
        anyError = anyError || !s.low.isEmpty() || !s.high.isEmpty();
    if (!anyError)
        data.columns.resize(5);
    for (const PlotSeries &s : plot.series) {
        const QString id = s.id.isEmpty() ? s.name : s.id;
        for (int i = 0; i < s.points.size(); ++i) {
            const QPointF p = s.points[i];
            QString label = s.labels.value(i);
            // Category axes: the category is the label, the index stays the x (or y) value.
            if (label.isEmpty() && !plot.x.categories.isEmpty())
                label = plot.x.categories.value(qRound(p.x()));
            if (label.isEmpty() && !plot.y.categories.isEmpty())
                label = plot.y.categories.value(qRound(p.y()));
            QVariantList row{figure, id, label, p.x(), p.y()};
            if (anyError) {
                row << (i < s.low.size() ? QVariant(s.low[i]) : QVariant());
                row << (i < s.high.size() ? QVariant(s.high[i]) : QVariant());
            }
            data.rows.append(row);
        }
    }
    return data;
}

} // namespace ringlab::gui
