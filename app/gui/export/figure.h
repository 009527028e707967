#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>

class QChart;
class QPainter;
class QRectF;

namespace ringlab::gui {

/// The numbers behind one figure, as a table (written as CSV and JSON).
struct FigureData
{
    QStringList columns;
    QList<QVariantList> rows;
};

/// One exportable figure: how to draw it plus the data and parameters that reproduce it.
/// A figure is a recipe, not a widget: it builds a fresh chart (or paints itself) for every
/// export, so exporting never disturbs what the page shows and works headless.
struct Figure
{
    QString name;           ///< file-safe base name, e.g. "spread-cv"
    QString title;          ///< translated title drawn above the chart
    QString caption;        ///< parameters line; the exporter appends RingLab's version
    QJsonObject parameters; ///< written into the JSON export
    FigureData data;
    /// Builds a new chart (title, axes, legend); the caller owns it. Either this or paint.
    std::function<QChart *()> makeChart;
    /// Paints the figure body into the rectangle (for non-chart figures such as heatmaps).
    std::function<void(QPainter *, const QRectF &)> paint;

    bool isValid() const { return !name.isEmpty() && (makeChart || paint); }
    /// The caption with "RingLab x.y.z" appended.
    QString fullCaption() const;
};

} // namespace ringlab::gui
