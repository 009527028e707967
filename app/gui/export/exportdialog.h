#pragma once

#include "gui/export/figureexporter.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace ringlab::gui {

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

    /// Runs the dialog then a file dialog; writes the figure. Errors are shown in a message box.
    static bool exportFigure(const Figure &figure, QWidget *parent);
    /// Asks for a folder and writes every figure of the window into it.
    static int exportAllFigures(QWidget *parent);

private:
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
};

} // namespace ringlab::gui
