#pragma once

#include "gui/chart/figure.h"

#include <QToolButton>

#include <functional>

namespace ringlab::gui {

/// The "Export" button placed beside every chart: a menu with Export…, Copy, Export all.
class FigureButton : public QToolButton
{
    Q_OBJECT
public:
    /// `figure` is called when the user picks an action, so the export is always current.
    explicit FigureButton(std::function<Figure()> figure, QWidget *parent = nullptr);
    /// Off with REASON as its tooltip (why there is nothing to export); an empty reason turns it
    /// on with its usual tooltip.
    void setUnavailable(const QString &reason);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    std::function<Figure()> m_figure;
    QAction *m_export;
    QAction *m_copy;
    QAction *m_exportAll;
    QString m_unavailable;
};

} // namespace ringlab::gui
