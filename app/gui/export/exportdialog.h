#pragma once

#include "gui/export/figureexporter.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ringlab::gui {

/// What the user chose for an export: which figure, format, size, DPI and where.
struct ExportChoice
{
    int figure = 0; ///< index into the offered figures (one-figure export)
    FigureExporter::Format format = FigureExporter::Png;
    QSize size{1200, 800};
    int dpi = 150;
    QString path; ///< the file (one figure) or the folder (every figure)
};

/// Asks for format, size and DPI before a figure is written ("Export…" on every chart).
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(QWidget *parent = nullptr);

    FigureExporter::Format format() const;
    void setFormat(FigureExporter::Format format);
    QSize pixelSize() const;
    void setPixelSize(QSize size);
    int dpi() const;
    void setDpi(int dpi);

    /// Offers a choice between figures (the combo shows when there is more than one).
    void setFigures(const QList<Figure> &figures);
    int figureIndex() const;
    /// Every format at once (export of all figures): the format choice is hidden.
    void setAllFormats(bool all);

    /// Asks interactively: this dialog, then a file dialog (or a folder dialog when `folder`).
    /// False when the user cancelled.
    static bool choose(QWidget *parent, const QList<Figure> &figures, bool folder, ExportChoice *choice);

    /// Runs the dialog then a file dialog; writes the figure. Errors are shown in a message box.
    static bool exportFigure(const Figure &figure, QWidget *parent);
    /// Asks for a folder and writes every figure of the window into it.
    static int exportAllFigures(QWidget *parent);

private:
    QLabel *m_figureLabel;
    QComboBox *m_figure;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
};

} // namespace ringlab::gui
